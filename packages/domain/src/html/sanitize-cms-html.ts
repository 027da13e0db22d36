// The one policy for HTML that editors write (CMS pages' `body_html`), applied by the api when a page is
// written and answered, and by the web when it draws one (issue 35). Everything not listed here is
// removed: <script>, <style>, <iframe>, <form> and their contents, every `on…=` handler, `style`, and
// any address that is not https (or, for links, mailto:, tel: or a path on the site itself).
//
// sanitize-html is pinned at 2.17.5, the last release that supports Node 20 (2.17.6 moved to
// htmlparser2 12, which needs Node 22.12 to be required). The advisories fixed after it concern
// policies that allow `svg`/`math` with `textarea`/`xmp` (GHSA-jxwj-j7wr-gfrw and its sibling) or
// SVG animation elements (GHSA-g8qq-57p8-ggw5): this policy allows none of them, and its tests say so.
import sanitizeHtml from 'sanitize-html';

/** The tags an editor may use: headings, text, lists, links, images, quotes, tables, code. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'blockquote',
  'q',
  'cite',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'span',
  'div',
] as const;

/**
 * The policy itself, as data: what the api and the web both apply through {@link sanitizeCmsHtml}.
 * `lang` and `dir` are kept everywhere, so an Arabic verse inside Bengali text reads right to left.
 */
export const CMS_HTML_POLICY = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links: https, e-mail and telephone, or a path of the site (`/about-us`); images: https only (no
  // `data:`, no plain http on an https page). `javascript:`, `vbscript:`, `data:` and every other
  // scheme are dropped with the attribute.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // The page's title is its one <h1>: a heading 1 in the body becomes a heading 2.
  transformTags: { h1: 'h2' },
  // What is not allowed goes with its content when it is a script, a style or the like, and only
  // its tags otherwise (the text inside an unknown <font> stays).
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

/**
 * An editor's HTML with only what {@link CMS_HTML_POLICY} allows: safe to draw as it is
 * (`dangerouslySetInnerHTML`). Well-formed HTML within the policy comes out as it went in, so the api
 * (on write and on answer) and the web (on render) may each apply it.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, CMS_HTML_POLICY);
}
