import { cookieNames, decodeUser, type SessionUser } from '@tilawat/domain';
import { cookies } from 'next/headers';

/** Who the server sees in a request: enough to draw the header and footer's account part. */
export type ServerAccount = Pick<SessionUser, 'name'>;

/**
 * The signed-in learner as the request's session cookies show them (domain's `cookieNames`), so the
 * first paint never offers "লগইন" to someone signed in: the access token's name; or, when only the
 * refresh token is left (the access cookie expires after about 15 minutes, the refresh one after about
 * 30 days), a learner whose name the browser fills in from the session it keeps. Null when neither is
 * there. For drawing only: the api checks the tokens on every call, and the browser's store confirms.
 */
export function accountFromCookies(read: (name: string) => string | undefined): ServerAccount | null {
  const user = decodeUser(read(cookieNames.accessToken));
  if (user) return { name: user.name };
  return read(cookieNames.refreshToken) ? { name: '' } : null;
}

/** `accountFromCookies` over this request's cookies (Server Components only). */
export async function getServerAccount(): Promise<ServerAccount | null> {
  const jar = await cookies();
  return accountFromCookies((name) => jar.get(name)?.value || undefined);
}
