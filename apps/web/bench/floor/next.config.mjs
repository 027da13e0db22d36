/** The floor page's Next config: Next's defaults, as a new App Router project has them. */
export default { poweredByHeader: false };
