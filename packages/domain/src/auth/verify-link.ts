/**
 * The shape of an e-mail verification link's token (`GET /api/v2/user/verify/{token}`, the `VerifyToken`
 * parameter of specs/v2.yaml: `^[A-Za-z0-9_\-]{16,256}$`). A path segment of another shape is no link
 * the api ever sent: /verify/[token] says so without asking.
 */
export const verifyTokenPattern = /^[A-Za-z0-9_-]{16,256}$/;

/** Whether `token` (a path segment, already decoded) has the shape of a verification token. */
export function isVerifyToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && verifyTokenPattern.test(token);
}
