// What the service worker keeps, shared by the worker (src/sw/sw.ts) and the pages (the offline notice,
// sign-out): one place for the names and the rule.

/** The cache of pages kept for reading offline (a learner's own pages: emptied when they sign out). */
export const PAGES_CACHE = 'tilawat-pages';
/** The cache of Next's build files (hashed, the same for everyone). */
export const STATIC_CACHE = 'tilawat-static';
/** The cache of lessons downloaded for offline play (issue 39): each file under {@link keptFileUrl}. */
export const DOWNLOADS_CACHE = 'tilawat-downloads';
/** Where the worker answers a downloaded lesson's files from {@link DOWNLOADS_CACHE}, never the network. */
export const KEPT_PREFIX = '/kept/';
/** The address of a downloaded lesson's file (its playlist `index.m3u8`, a segment, a PDF). */
export const keptFileUrl = (recording: number, name: string) => `${KEPT_PREFIX}${recording}/${name}`;
/** Where pdf.js's worker is served (src/app/pdfjs/[file]/route.ts): kept once fetched, so a kept PDF opens offline. */
export const PDFJS_PREFIX = '/pdfjs/';

/** The page shown for a page never kept (public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';
/** The message a page sends a waiting worker when the learner chooses "আপডেট করুন". */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The Server-Timing entry a kept copy is shown with; its description is when the copy was fetched. */
export const OFFLINE_CACHE_TIMING = 'offline-cache';

/**
 * Pages never kept: the console (operators' tools, and what they show is others' data), the checkout and
 * payment returns (an old copy would show a price or a state that moved), sign-in and the one-time links.
 */
const NEVER_KEPT = ['/console', '/checkout', '/login', '/verify'];

export function keepsPage(pathname: string): boolean {
  return !NEVER_KEPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
