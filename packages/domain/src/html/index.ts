// @tilawat/domain/html — the one policy for HTML that editors write, applied by the api (on write and
// on answer) and by the web (on render). Its only run-time import is sanitize-html (no DOM).
export { CMS_HTML_POLICY, sanitizeCmsHtml } from './sanitize-cms-html';
