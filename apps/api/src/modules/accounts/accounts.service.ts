import { verify } from '@node-rs/argon2';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { SendContext } from '../../core/notifier';
import { loginPerIdentity } from '../../core/rate-limits';
import type { Db, Tx } from '../../db/client';
import {
  type AccountsDeps,
  type ClientInfo,
  createAccountKit,
  DUMMY_HASH,
  identityKey,
  identityOf,
  loginKey,
  phoneOf,
  type SignedIn,
} from './accounts.kit';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';
import { avatarImage, imageExtension, removeAvatar, storeAvatar } from './avatars';
import { credentialsService } from './credentials.service';
import { deviceName } from './device-name';
import { identityChangeService } from './identity-change.service';
import { registrationService } from './registration.service';
import type { SessionTokens } from './tokens.service';

export type { AccountsSettings, ClientInfo, SignedIn } from './accounts.kit';
export { identityOf } from './accounts.kit';
export type { Registered, ResetGranted } from './registration.service';

/** The multipart part of an avatar upload, as the request carried it. */
export interface AvatarUpload {
  /** The part's field name (the contract's is `avatar`); undefined when the request had no file. */
  field: string | undefined;
  mimetype: string;
  bytes: Buffer;
  /** True when the file was longer than the size cap. */
  truncated: boolean;
}

/** Sign-up, sign-in, one-time codes, sessions and the learner's own account (docs: accounts in SECURITY.md). */
export function createAccountsService(deps: AccountsDeps) {
  const kit = createAccountKit(deps);
  const { db, counters, settings, tokens, otp, challenges, signIn, accountOf, existing, currentUser } = kit;
  return {
    verifyAccess: tokens.verifyAccess,
    /** A proof-of-work challenge, for an address past its hourly budget of one-time codes. */
    challenge: () => challenges.issue(),
    /** The name a learner's public words (a review) appear under: their name, or a plain word when they gave none. */
    async publicName(tx: Db | Tx, userId: string): Promise<string> {
      const user = await accounts.findUser(tx, userId);
      return user?.name?.trim() || msg.anonymousLearner;
    },
    /**
     * How a payment gateway may reach the payer (it asks for a name, an e-mail and a phone): what the
     * account has, the other left empty.
     */
    async payerContact(userId: string): Promise<{ name: string; email: string; phone: string }> {
      const user = await accounts.findUser(db, userId);
      return {
        name: user?.name?.trim() || msg.anonymousLearner,
        email: user?.email ?? '',
        phone: user?.phone ?? '',
      };
    },
    /** Whether an account exists for a phone or e-mail, and whether it is verified. */
    async lookup(body: { phone?: string; email?: string }) {
      const identity = identityOf(body);
      const user = await accountOf(identity);
      return {
        exists: Boolean(user),
        verified: Boolean(user?.verified),
        channel: identity.phone ? ('phone' as const) : ('email' as const),
      };
    },
    /**
     * Password sign-in, limited per identity from any address (`loginPerIdentity`): the try is counted
     * before the password is checked, so parallel guesses cannot pass the limit, and a success clears it.
     */
    async login(
      body: { phone?: string; email?: string; password: string },
      client: ClientInfo = {},
    ): Promise<SignedIn> {
      const identity = identityOf(body);
      const attempts = await counters.hit(loginKey(identity), loginPerIdentity.timeWindow);
      if (attempts.hits > loginPerIdentity.max) {
        throw new DomainError('LOGIN_THROTTLED', { retryAfterSeconds: attempts.resetInMs / 1000 });
      }
      const user = await accounts.findUserByIdentity(db, identity);
      // Verify against a real hash either way, so that a missing account takes as long as a wrong password.
      const ok = await verify(user?.passwordHash ?? DUMMY_HASH, body.password).catch(() => false);
      if (!user || !ok) throw new DomainError('INVALID_CREDENTIALS');
      if (!user.verified) throw new DomainError('ACCOUNT_NOT_VERIFIED');
      await counters.clear(loginKey(identity));
      return signIn(user, client);
    },
    ...registrationService(kit),
    ...credentialsService(kit),
    ...identityChangeService(kit),
    /** One-time-code sign-in of a verified account: without a code it sends one (`sent`), with one it signs in. */
    async quickLogin(
      body: { phone?: string; email?: string; otp?: string },
      clientIp: string,
      client: ClientInfo = {},
      context?: SendContext,
    ): Promise<{ sent: true } | SignedIn> {
      const identity = identityOf(body);
      const user = await existing(identity);
      if (!user.verified) throw new DomainError('ACCOUNT_NOT_VERIFIED');
      if (!body.otp) {
        await otp.send(identityKey(identity), 'login', clientIp, context);
        return { sent: true };
      }
      await otp.verify(identityKey(identity), body.otp, ['login']);
      await counters.clear(loginKey(identity));
      return signIn(user, client);
    },
    /** Ends the session of a refresh token on the server (logout); always succeeds. */
    logout: (refreshToken: string | undefined) => tokens.logout(refreshToken),
    /** The learner's live sessions (the one asking first), and the limit of devices. */
    async sessions(signedIn: AuthUser) {
      const rows = await tokens.sessions(signedIn.id);
      const current = rows.filter((row) => row.id === signedIn.sessionId);
      return {
        items: [...current, ...rows.filter((row) => row.id !== signedIn.sessionId)].map((row) => ({
          row,
          deviceName: deviceName(row.userAgent),
          current: row.id === signedIn.sessionId,
        })),
        limit: settings.maxSessions,
      };
    },
    /** Ends one of the learner's sessions (this one logs out); another's or an ended one is 404. */
    async endSession(signedIn: AuthUser, sessionId: string): Promise<void> {
      const reason = sessionId === signedIn.sessionId ? 'logout' : 'signed-out';
      if (!(await tokens.end(signedIn.id, sessionId, reason))) throw new DomainError('SESSION_NOT_FOUND');
    },
    /** A learner's live sessions, latest use first, for the operator console. */
    sessionsOf: (userId: string) => tokens.sessions(userId),
    /** Ends every session of a learner (the console's "sign out everywhere", in the caller's transaction): how many ended. */
    endAllSessions: (tx: Tx, userId: string): Promise<number> =>
      tokens.revokeOthers(tx, userId, undefined, 'signed-out'),
    /** Ends every session of the learner but this one: how many ended. */
    endOtherSessions(signedIn: AuthUser): Promise<number> {
      return tokens.revokeOthers(db, signedIn.id, signedIn.sessionId, 'signed-out');
    },
    refresh(refreshToken: string | undefined): Promise<SessionTokens> {
      if (!refreshToken) throw new DomainError('REFRESH_TOKEN_INVALID');
      return tokens.rotate(refreshToken);
    },
    me: currentUser,
    /** Edits the editable fields only (unknown fields were dropped before this point). */
    async updateMe(user: AuthUser, body: { name?: string; phone_extra?: string | null }) {
      const row = await currentUser(user);
      const changes: Partial<Pick<UserRow, 'name' | 'phoneExtra'>> = {};
      if (typeof body.name === 'string') changes.name = body.name.trim();
      if (body.phone_extra !== undefined)
        changes.phoneExtra = body.phone_extra ? phoneOf(body.phone_extra, 'phone_extra') : null;
      if (Object.keys(changes).length === 0) return row;
      return (await accounts.updateUser(db, row.id, changes)) ?? row;
    },
    /**
     * Stores the learner's new avatar: an image (JPEG, PNG or WebP, checked by its bytes, not only its
     * declared type) within the size cap that decodes, re-encoded as a 256 × 256 WebP (`avatarImage`:
     * no uploaded byte is ever served), under a new random name. Once the account names the new one,
     * the old one is removed. `upload` is null for a request that was not multipart.
     */
    async setAvatar(user: AuthUser, upload: AvatarUpload | null): Promise<UserRow> {
      const row = await currentUser(user);
      if (!upload) throw new DomainError('AVATAR_TYPE');
      if (upload.field !== 'avatar') throw new DomainError('AVATAR_MISSING', { field: 'avatar' });
      if (upload.truncated) throw new DomainError('AVATAR_TOO_LARGE');
      if (!imageExtension(upload.mimetype, upload.bytes)) throw new DomainError('AVATAR_TYPE');
      const avatarPath = await storeAvatar(settings.storage, await avatarImage(upload.bytes));
      const replaced = await accounts.replaceAvatar(db, row.id, avatarPath);
      // A file that no account names is only storage: failing to remove one never fails the upload.
      const forget = (name: string | null | undefined) =>
        removeAvatar(settings.storage, name).catch(() => {});
      if (!replaced) {
        await forget(avatarPath);
        throw new DomainError('UNAUTHORIZED');
      }
      await forget(replaced.previous);
      return replaced.user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
