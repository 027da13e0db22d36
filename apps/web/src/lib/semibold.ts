/**
 * The semibold (Noto Sans Bengali 600) from a learner's second page on (issue 38, apps/web/README.md "Fonts").
 *
 * Every page needs the regular weight (400) for its first paint; it is preloaded. The semibold (headings,
 * buttons, prices) would be a second 42 kB on the way to that paint — on slow 4G about a fifth of a second more
 * before the learner sees anything. So a page uses it only when the browser already has it: after a page has
 * loaded and is idle, `warmSemibold` fetches the file into the browser's cache (its name carries its content's
 * hash; it never changes) and notes its address; on the next page, `semiboldScript` — inline in the head, before
 * the first paint — adds the face to the page's Bengali family, with `font-display: optional`, so it is drawn
 * only if it is ready within the browser's short block period (it is, from the cache) and nothing is redrawn
 * when it comes later. Until then semibold text is drawn with the regular face, emboldened by the browser; a
 * page never swaps one for the other while it is read, so nothing moves.
 */

/** Where the address of the semibold in the browser's cache is noted (localStorage). */
export const SEMIBOLD_KEY = 'tilawat.semibold';

/** The first family of a CSS `font-family` list, unquoted: next/font's own name for the Bengali face. */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The FontFace source of the semibold file (an address of this site, without quotes or spaces). */
const source = (url: string) => `url(${url}) format('woff2')`;

/**
 * The inline head script: adds the semibold face to `family` when the browser was given `url` before
 * (`warmSemibold`). Storage that cannot be read (a private mode, a browser that refuses it) leaves the page
 * with the regular face.
 */
export function semiboldScript(url: string, family: string): string {
  return `(function(u,f){try{if(localStorage.getItem(${JSON.stringify(SEMIBOLD_KEY)})!==u)return;var x=new FontFace(f,"url("+u+") format('woff2')",{weight:"600",style:"normal",display:"optional"});document.fonts.add(x);x.load().catch(function(){})}catch(e){}})(${JSON.stringify(url)},${JSON.stringify(family)})`;
}

/**
 * After a page has loaded: fetches the semibold into the browser's cache, without adding it to this page,
 * and notes its address for the next page. Once per address; a failure (offline) tries again on a later page.
 */
export async function warmSemibold(url: string, family: string): Promise<boolean> {
  try {
    if (localStorage.getItem(SEMIBOLD_KEY) === url) return false;
    await new FontFace(family, source(url), { weight: '600', style: 'normal' }).load();
    localStorage.setItem(SEMIBOLD_KEY, url);
    return true;
  } catch {
    return false;
  }
}
