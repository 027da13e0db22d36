import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import type { V3Schemas } from '@tilawat/sdk';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import type { Env } from '../env';
import { hashToken, randomToken } from '../lib/crypto';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../lib/http-error';
import { msg } from '../lib/messages';
import type { RouteModule } from '../lib/route-types';
import type { Notifier } from '../services/notifier';
import type { OtpService } from '../services/otp';
import type { AuthUser, Tokens } from '../services/tokens';

type UserRow = typeof users.$inferSelect;
type Identity = { phone: string; email?: undefined } | { email: string; phone?: undefined };

/** 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX → +8801XXXXXXXXX (the contract's pattern already checked it). */
export function normalizePhone(phone: string): string {
  return `+88${phone.replace(/^\+?88/, '')}`;
}

/** Exactly one of phone or e-mail, normalised; 400 otherwise. */
export function identityOf(body: { phone?: string; email?: string }): Identity {
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  if (hasPhone === hasEmail) {
    throw badRequest('IDENTITY_REQUIRED', msg.identityRequired, [
      { path: '/phone', msg: msg.identityRequired },
    ]);
  }
  return hasPhone
    ? { phone: normalizePhone(body.phone as string) }
    : { email: (body.email as string).toLowerCase() };
}

const identityKey = (identity: Identity) => identity.phone ?? identity.email;

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
const hashPassword = (password: string) => hash(password);

export interface AccountDeps {
  env: Env;
  db: Db;
  tokens: Tokens;
  otp: OtpService;
  notifier: Notifier;
}

export function createAccounts({ env, db, tokens, otp, notifier }: AccountDeps) {
  const findUser = async (identity: Identity) => {
    const where = identity.phone
      ? eq(users.phone, identity.phone)
      : eq(users.email, identity.email as string);
    const [row] = await db.select().from(users).where(where);
    return row;
  };
  const loadUser = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  /** The contract's User. */
  function userJson(user: UserRow): V3Schemas['User'] {
    return {
      id: user.id,
      name: user.name,
      phone: user.phone,
      email: user.email,
      phone_extra: user.phoneExtra,
      avatar: user.avatarPath ? `${env.PUBLIC_ORIGIN}/media/avatars/${user.avatarPath}` : null,
      verified: user.verified,
      role: 'learner',
      created_at: user.createdAt.toISOString(),
    };
  }

  async function signIn(user: UserRow) {
    return { ...(await tokens.issue(user)), user: userJson(user) };
  }

  async function sendEmailLink(user: UserRow) {
    if (!user.email) return;
    const token = randomToken('ev');
    await db.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    });
    await notifier.send({
      channel: 'email',
      recipient: user.email,
      subject: 'তিলাওয়াত: ইমেইল যাচাই করুন',
      body: `আপনার ইমেইল যাচাই করতে এই লিংকে যান: ${env.PUBLIC_ORIGIN}/api/v2/user/verify/${token}`,
    });
  }

  async function currentUser(user: AuthUser | null) {
    const row = user ? await loadUser(user.id) : undefined;
    if (!row) throw unauthorized();
    return row;
  }

  async function login(body: { phone?: string; email?: string; password: string }) {
    const user = await findUser(identityOf(body));
    // Verify against a real hash either way, so that a missing account takes as long as a wrong password.
    const ok = await verify(user?.passwordHash ?? DUMMY_HASH, body.password).catch(() => false);
    if (!user || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', msg.invalidCredentials);
    if (!user.verified) throw forbidden('ACCOUNT_NOT_VERIFIED', msg.accountNotVerified);
    return signIn(user);
  }

  async function verifyOtp(body: { otp: string; phone?: string; email?: string }) {
    const identity = identityOf(body);
    const user = await findUser(identity);
    if (!user) throw notFound('ACCOUNT_NOT_FOUND', msg.accountNotFound);
    const purpose = await otp.verify(identityKey(identity), body.otp, ['verify', 'login', 'reset']);
    if (purpose === 'verify' && !user.verified) {
      await db.update(users).set({ verified: true }).where(eq(users.id, user.id));
      user.verified = true;
    }
    return signIn(user);
  }

  async function forgotPassword(body: { phone?: string; email?: string }, ip: string) {
    const identity = identityOf(body);
    const user = await findUser(identity);
    if (!user) throw notFound('ACCOUNT_NOT_FOUND', msg.accountNotFound);
    await otp.send(identityKey(identity), 'reset', ip);
    return { msg: msg.resetCodeSent };
  }

  async function changePassword(
    user: AuthUser | null,
    body: { new_password: string; confirm_password: string },
  ) {
    const row = await currentUser(user);
    if (body.new_password !== body.confirm_password) {
      throw badRequest('PASSWORD_MISMATCH', msg.passwordMismatch, [
        { path: '/confirm_password', msg: msg.passwordMismatch },
      ]);
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password) })
      .where(eq(users.id, row.id));
    return { msg: msg.passwordChanged };
  }

  const module: RouteModule = {
    v3: {
      v3LookupUser: async ({ body }) => {
        const identity = identityOf(body);
        const user = await findUser(identity);
        return {
          data: {
            exists: Boolean(user),
            verified: Boolean(user?.verified),
            channel: identity.phone ? 'phone' : 'email',
          },
        };
      },
      v3Login: async ({ body }) => ({ data: await login(body) }),
      v3VerifyOtp: async ({ body }) => ({ data: await verifyOtp(body) }),
      v3ForgotPassword: async ({ body, request }) => ({ data: await forgotPassword(body, request.ip) }),
      v3ChangePassword: async ({ body, user }) => ({ data: await changePassword(user, body) }),
      v3RefreshToken: async ({ request }) => {
        const header = request.headers.refreshtoken;
        const token = Array.isArray(header) ? header[0] : header;
        if (!token) throw unauthorized('REFRESH_TOKEN_INVALID', msg.refreshInvalid);
        return { data: await tokens.rotate(token, loadUser) };
      },
    },
    v2: {
      v2RegisterUser: async ({ body, request }) => {
        const identity = identityOf(body);
        if (await findUser(identity)) throw conflict('ACCOUNT_EXISTS', msg.accountExists);
        const [user] = await db
          .insert(users)
          .values({
            name: body.name.trim(),
            phone: identity.phone ?? null,
            email: identity.email ?? null,
            phoneExtra: body.phone_extra ? normalizePhone(body.phone_extra) : null,
            passwordHash: await hashPassword(body.password),
          })
          .onConflictDoNothing()
          .returning();
        if (!user) throw conflict('ACCOUNT_EXISTS', msg.accountExists);
        await otp.send(identityKey(identity), 'verify', request.ip);
        await sendEmailLink(user);
        return { msg: msg.otpSent, user: userJson(user) };
      },
      v2VerifyOtp: async ({ body }) => verifyOtp(body),
      v2VerifyEmail: async ({ params }) => {
        const now = new Date();
        const [link] = await db
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerifications.tokenHash, hashToken(params.token)),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, now),
            ),
          )
          .returning();
        const user = link ? await loadUser(link.userId) : undefined;
        if (!user) throw notFound('VERIFY_LINK_INVALID', msg.verifyLinkInvalid);
        await db.update(users).set({ verified: true }).where(eq(users.id, user.id));
        return signIn({ ...user, verified: true });
      },
      v2ResendVerificationOtp: async ({ body, request }) => {
        const identity = identityOf(body);
        const user = await findUser(identity);
        if (!user) throw notFound('ACCOUNT_NOT_FOUND', msg.accountNotFound);
        if (user.verified) throw conflict('ALREADY_VERIFIED', msg.alreadyVerified);
        await otp.send(identityKey(identity), 'verify', request.ip);
        return { msg: msg.otpSent };
      },
      v2ResendVerificationEmail: async ({ body, request }) => {
        const identity = identityOf(body);
        const user = await findUser(identity);
        if (!user?.email) throw notFound('ACCOUNT_NOT_FOUND', msg.accountNotFound);
        if (user.verified) throw conflict('ALREADY_VERIFIED', msg.alreadyVerified);
        await otp.send(user.email, 'verify', request.ip);
        await sendEmailLink(user);
        return { msg: msg.verificationEmailSent };
      },
      v2ForgotPassword: async ({ body, request }) => forgotPassword(body, request.ip),
      v2ChangePassword: async ({ body, user }) => changePassword(user, body),
      v2Login: async ({ body }) => login(body),
      v2QuickLogin: async ({ body, request, reply }) => {
        const identity = identityOf(body);
        const user = await findUser(identity);
        if (!user) throw notFound('ACCOUNT_NOT_FOUND', msg.accountNotFound);
        if (!user.verified) throw forbidden('ACCOUNT_NOT_VERIFIED', msg.accountNotVerified);
        if (!body.otp) {
          await otp.send(identityKey(identity), 'login', request.ip);
          reply.code(202);
          return { msg: msg.otpSent };
        }
        await otp.verify(identityKey(identity), body.otp, ['login']);
        return signIn(user);
      },
      v2GetMe: async ({ user }) => userJson(await currentUser(user)),
      v2UpdateMe: async ({ body, user }) => {
        const row = await currentUser(user);
        const changes: Partial<UserRow> = {};
        if (typeof body.name === 'string') changes.name = body.name.trim();
        if (body.phone_extra !== undefined)
          changes.phoneExtra = body.phone_extra ? normalizePhone(body.phone_extra) : null;
        // Unknown fields are dropped before this point, so a body may have nothing left to change.
        if (Object.keys(changes).length === 0) return userJson(row);
        const [updated] = await db.update(users).set(changes).where(eq(users.id, row.id)).returning();
        return userJson(updated ?? row);
      },
      v2UploadAvatar: async ({ request, user }) => {
        const row = await currentUser(user);
        const fileName = await saveAvatar(request, env);
        const [updated] = await db
          .update(users)
          .set({ avatarPath: fileName })
          .where(eq(users.id, row.id))
          .returning();
        return userJson(updated ?? row);
      },
    },
  };
  return module;
}

/** A real argon2id hash of a random string: what a missing account is checked against. */
const DUMMY_HASH = await hash(randomUUID());

const IMAGE_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': {
    ext: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

/**
 * Reads the multipart field `avatar`: an image (JPEG, PNG or WebP, checked by its
 * bytes, not only its declared type), at most AVATAR_MAX_BYTES, stored under a
 * random name in UPLOAD_DIR, outside anything served as files.
 */
async function saveAvatar(request: import('fastify').FastifyRequest, env: Env): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.avatarType);
  const file = await request.file({ limits: { fileSize: env.AVATAR_MAX_BYTES, files: 1, fields: 0 } });
  if (file?.fieldname !== 'avatar')
    throw badRequest('AVATAR_MISSING', msg.avatarMissing, [{ path: '/avatar', msg: msg.avatarMissing }]);
  const type = IMAGE_TYPES[file.mimetype];
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', msg.avatarTooLarge);
  if (!type?.magic(bytes)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.avatarType);
  const name = `${randomUUID()}.${type.ext}`;
  const dir = join(env.UPLOAD_DIR, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes, { mode: 0o600 });
  return name;
}
