// CSS module typings for tsc. Vite (Storybook, Vitest) and Next.js both compile `*.module.css`
// into a map of local class names; plain `*.css` imports are side effects only.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
