/**
 * The `?next=` path of /login, accepted only when it is a same-site relative path ("/checkout?batch=3"):
 * an absolute URL, a protocol-relative `//host`, a backslash trick (`/\host`) or anything that does not
 * start with one `/` is refused (no open redirect), and so is /login itself (no loop).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string') return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters and backslashes: browsers treat `/\evil.com` like `//evil.com`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a learner goes after signing in (or a password reset): the safe `next` path, else `fallback`. */
export function redirectAfterLogin(next: string | null | undefined, fallback: string): string {
  return safeNextPath(next) ?? fallback;
}
