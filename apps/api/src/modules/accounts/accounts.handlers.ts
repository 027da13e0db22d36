import { formatNumber } from '@tilawat/domain/format';
import type { V3Schemas } from '@tilawat/sdk';
import type { Challenge } from 'altcha-lib';
import type { FastifyRequest } from 'fastify';
import { msg } from '../../copy/messages';
import { DomainError } from '../../core/errors';
import type { ContractHandlers } from '../../core/handlers';
import type { SendContext } from '../../core/notifier';
import type { UserRow } from './accounts.repository';
import type { AccountsService, AvatarUpload, ResetGranted, SignedIn } from './accounts.service';
import { CHALLENGE_ALGORITHM } from './challenges';

/**
 * The multipart avatar of a request, read up to the size cap; null when the request is not multipart.
 * A body that does not parse as multipart (no boundary, cut short) is the client's fault: 400.
 */
async function readAvatar(request: FastifyRequest, maxBytes: number): Promise<AvatarUpload | null> {
  if (!request.isMultipart()) return null;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    if (!file) return { field: undefined, mimetype: '', bytes: Buffer.alloc(0), truncated: false };
    const bytes = file.fieldname === 'avatar' ? await file.toBuffer() : Buffer.alloc(0);
    return { field: file.fieldname, mimetype: file.mimetype, bytes, truncated: file.file.truncated };
  } catch (error) {
    // @fastify/multipart's own refusals (too large, too many parts) keep their answers
    if (String((error as { code?: unknown }).code ?? '').startsWith('FST_')) throw error;
    // busboy's: "Multipart: Boundary not found", "Unexpected end of form"…
    throw new DomainError('MULTIPART_INVALID');
  }
}

export function accountsHandlers(
  accounts: AccountsService,
  {
    publicOrigin,
    avatarMaxBytes,
    maxSessions,
  }: { publicOrigin: string; avatarMaxBytes: number; maxSessions: number },
): ContractHandlers {
  /** The contract's User. */
  const userJson = (user: UserRow): V3Schemas['User'] => ({
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    phone_extra: user.phoneExtra,
    avatar: user.avatarPath ? `${publicOrigin}/media/avatars/${user.avatarPath}` : null,
    verified: user.verified,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  });
  /** The contract's LoginResult; a sign-in that ended other devices' sessions says so (`notice`). */
  const signedIn = ({ tokens, user, ended, credentialsRequired }: SignedIn) => ({
    ...tokens,
    user: userJson(user),
    ...(credentialsRequired ? { credentials_required: true } : {}),
    ...(ended.length > 0
      ? { notice: msg.sessionsEndedNotice(ended.join(', '), formatNumber(maxSessions)).slice(0, 300) }
      : {}),
  });
  /** verify-otp's answer: a sign-in, or for a reset code the grant to set the password (issue 35). */
  const verifiedOtp = (result: SignedIn | ResetGranted) =>
    'resetGrant' in result
      ? {
          reset_token: result.resetGrant.token,
          reset_token_exp: result.resetGrant.expiresAt.toISOString(),
        }
      : signedIn(result);
  /** Who is signing in: the browser's user agent names the session's device. */
  const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });
  /** The contract's AltchaChallenge: what the browser's solver needs of the challenge the api signed. */
  const challengeJson = ({ parameters: p, signature }: Challenge): V3Schemas['AltchaChallenge'] => ({
    parameters: {
      algorithm: CHALLENGE_ALGORITHM,
      nonce: p.nonce,
      salt: p.salt,
      cost: p.cost,
      keyLength: p.keyLength,
      keyPrefix: p.keyPrefix,
      data: { exp: Number(p.data?.exp) },
    },
    signature: signature ?? '',
  });
  /** A header the contract names once (`refreshtoken`, `registrationtoken`). */
  const headerOf = (request: FastifyRequest, name: string) => {
    const header = request.headers[name];
    return Array.isArray(header) ? header[0] : header;
  };
  /**
   * The request a code is sent for: a failed delivery is logged under its id; its solved challenge
   * (header `altcha`) lets an address past its hourly budget have the code (issue 35).
   */
  const sendingFor = (request: FastifyRequest): SendContext => {
    const altcha = headerOf(request, 'altcha');
    return { requestId: request.id, log: request.log, ...(altcha ? { altcha } : {}) };
  };
  const refreshTokenOf = (request: FastifyRequest) => headerOf(request, 'refreshtoken');

  return {
    v3: {
      v3LookupUser: async ({ body }) => ({ data: await accounts.lookup(body) }),
      v3GetChallenge: async () => ({ data: challengeJson(await accounts.challenge()) }),
      v3Login: async ({ body, request }) => ({
        data: signedIn(await accounts.login(body, clientOf(request))),
      }),
      v3VerifyOtp: async ({ body, request }) => ({
        data: verifiedOtp(await accounts.verifyOtp(body, clientOf(request))),
      }),
      v3ForgotPassword: async ({ body, request }) => {
        await accounts.forgotPassword(body, request.ip, sendingFor(request));
        return { data: { msg: msg.resetCodeSent } };
      },
      v3SetCredentials: async ({ body, user }) => ({
        data: { msg: msg.credentialsSet, user: userJson(await accounts.setCredentials(user, body)) },
      }),
      v3RequestIdentityChange: async ({ body, user, request }) => {
        await accounts.requestIdentityChange(user, body, request.ip, sendingFor(request));
        return { data: { msg: msg.identityCodeSent((body.phone ?? body.email) as string) } };
      },
      v3ConfirmIdentityChange: async ({ body, user, request }) => ({
        data: {
          msg: msg.identityChanged,
          user: userJson(await accounts.confirmIdentityChange(user, body, sendingFor(request))),
        },
      }),
      v3ChangePassword: async ({ body, user, request }) => {
        await accounts.changePassword(user, body, sendingFor(request));
        return { data: { msg: msg.passwordChanged } };
      },
      v3RefreshToken: async ({ request }) => ({ data: await accounts.refresh(refreshTokenOf(request)) }),
      v3Logout: async ({ request }) => {
        await accounts.logout(refreshTokenOf(request));
        return { data: { msg: msg.loggedOut } };
      },
      v3ListSessions: async ({ user }) => {
        const { items, limit } = await accounts.sessions(user);
        return {
          data: {
            limit,
            items: items.map(({ row, deviceName, current }) => ({
              id: row.id,
              device_name: deviceName,
              created_at: row.createdAt.toISOString(),
              last_used_at: row.lastUsedAt.toISOString(),
              current,
            })),
          },
        };
      },
      v3EndSession: async ({ params, user }) => {
        await accounts.endSession(user, params.id);
        return { data: { msg: msg.sessionEnded } };
      },
      v3EndOtherSessions: async ({ user }) => {
        const ended = await accounts.endOtherSessions(user);
        return { data: { msg: msg.otherSessionsEnded(ended, formatNumber(ended)), ended } };
      },
    },
    v2: {
      v2RegisterUser: async ({ body, request }) => {
        const { user, registrationToken } = await accounts.register(body, request.ip, sendingFor(request));
        return { msg: msg.otpSent, user: userJson(user), registration_token: registrationToken };
      },
      v2VerifyOtp: async ({ body, request }) =>
        verifiedOtp(await accounts.verifyOtp(body, clientOf(request))),
      v2VerifyEmail: async ({ params, request }) =>
        signedIn(
          await accounts.verifyEmail(params.token, clientOf(request), headerOf(request, 'registrationtoken')),
        ),
      v2ResendVerificationOtp: async ({ body, request }) => {
        await accounts.resendOtp(body, request.ip, sendingFor(request));
        return { msg: msg.otpSent };
      },
      v2ResendVerificationEmail: async ({ body, request }) => {
        await accounts.resendEmail(body, request.ip, sendingFor(request));
        return { msg: msg.verificationEmailSent };
      },
      v2ForgotPassword: async ({ body, request }) => {
        await accounts.forgotPassword(body, request.ip, sendingFor(request));
        return { msg: msg.resetCodeSent };
      },
      v2ChangePassword: async ({ body, user, request }) => {
        await accounts.changePassword(user, body, sendingFor(request));
        return { msg: msg.passwordChanged };
      },
      v2Login: async ({ body, request }) => signedIn(await accounts.login(body, clientOf(request))),
      v2QuickLogin: async ({ body, request, reply }) => {
        const result = await accounts.quickLogin(body, request.ip, clientOf(request), sendingFor(request));
        if ('sent' in result) {
          reply.code(202);
          return { msg: msg.otpSent };
        }
        return signedIn(result);
      },
      v2GetMe: async ({ user }) => userJson(await accounts.me(user)),
      v2UpdateMe: async ({ body, user }) => userJson(await accounts.updateMe(user, body)),
      v2UploadAvatar: async ({ request, user }) =>
        userJson(await accounts.setAvatar(user, await readAvatar(request, avatarMaxBytes))),
    },
  };
}
