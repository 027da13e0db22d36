import { type NextRequest, NextResponse } from 'next/server';
import { env } from '~/env';
import { newNonce, securityHeaders } from '~/lib/security-headers';

/**
 * Next 16's proxy (formerly middleware): every answer of the site gets the security headers of
 * `src/lib/security-headers.ts`, with a nonce made for this request. The policy also goes on the request
 * itself: Next reads the nonce from it while rendering and puts it on every script it writes (its
 * runtime, the page's chunks, the inline RSC payload). Every page renders on request (the root layout is
 * `force-dynamic`), so each page is drawn with its own request's nonce; nothing is prerendered with a
 * nonce of its own (apps/web/README.md, "Security headers").
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const headers = securityHeaders({
    nonce,
    pathname: request.nextUrl.pathname,
    production: env.NODE_ENV === 'production',
    apiOrigin: env.API_ORIGIN,
    mediaOrigins: env.MEDIA_ORIGINS,
    siteOrigin: env.SITE_ORIGIN,
  });
  const csp = headers['Content-Security-Policy'] as string;
  const forwarded = new Headers(request.headers);
  forwarded.set('Content-Security-Policy', csp);
  forwarded.set('x-nonce', nonce);
  // the page's path, for the root layout (the console has its own frame, without the public footer)
  forwarded.set('x-tilawat-path', request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not Next's own build files (hashed, immutable, never a document); everything else, pages, their
  // RSC answers, route handlers (the pdf.js worker takes its policy from its own answer) and icons.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
