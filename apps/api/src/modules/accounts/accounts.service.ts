import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalizeBdPhone } from '@tilawat/domain/rules';
import { type AuthUser, requireUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { hashToken, randomToken, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import { msg } from '../../core/messages';
import type { Notifier, SendContext } from '../../core/notifier';
import { type Counters, loginPerIdentity } from '../../core/rate-limits';
import type { FileStorage } from '../../core/storage';
import type { Db, Tx } from '../../db/client';
import type { Identity, UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';
import { avatarImage, imageExtension, removeAvatar, storeAvatar } from './avatars';
import { createChallenges } from './challenges';
import { deviceName } from './device-name';
import { createOtpService } from './otp.service';
import { createResetGrants, type ResetGrant } from './reset-grant';
import { createTokens, type SessionTokens, type TokenSettings } from './tokens.service';

/** How long an e-mail verification link works. */
const EMAIL_LINK_TTL_MS = 24 * 3_600_000;

/** A signed-in learner: their new tokens and their account. */
export interface SignedIn {
  tokens: SessionTokens;
  user: UserRow;
  /** The devices whose sessions this sign-in ended (the account's limit of devices). */
  ended: string[];
  /** The account has no password of its own yet: the owner sets name and password next (issue 35). */
  credentialsRequired: boolean;
}

/** A registration: the account pending verification, and the token only its client holds. */
export interface Registered {
  user: UserRow;
  /** `rg_…`: sent back with the verification, it keeps the name and password chosen here. */
  registrationToken: string;
}

/** What a password-reset code buys (issue 35): a grant to set the password, not a session. */
export interface ResetGranted {
  resetGrant: ResetGrant;
}

/** How long after signing in by a code the owner of a password-less account may set one. */
const SET_CREDENTIALS_WITHIN_MS = 30 * 60_000;

/** Who is signing in: their browser's user agent (the session's device name). */
export interface ClientInfo {
  userAgent?: string;
}

/** The multipart part of an avatar upload, as the request carried it. */
export interface AvatarUpload {
  /** The part's field name (the contract's is `avatar`); undefined when the request had no file. */
  field: string | undefined;
  mimetype: string;
  bytes: Buffer;
  /** True when the file was longer than the size cap. */
  truncated: boolean;
}

/** A Bangladeshi mobile number as stored (+8801XXXXXXXXX); a field failure when it is not one. */
function phoneOf(value: string, field: string): string {
  const phone = normalizeBdPhone(value);
  if (!phone) throw new DomainError('PHONE_INVALID', { field });
  return phone;
}

/** Exactly one of phone or e-mail, normalised; a failure naming `phone` otherwise. */
export function identityOf(body: { phone?: string; email?: string }): Identity {
  const hasPhone = typeof body.phone === 'string' && body.phone !== '';
  const hasEmail = typeof body.email === 'string' && body.email !== '';
  if (hasPhone === hasEmail) throw new DomainError('IDENTITY_REQUIRED', { field: 'phone' });
  return hasPhone
    ? { phone: phoneOf(body.phone as string, 'phone') }
    : { email: (body.email as string).toLowerCase() };
}

const identityKey = (identity: Identity) => identity.phone ?? identity.email;
/** An account's own phone or e-mail, as an identity. */
const identityOfRow = (user: UserRow): Identity =>
  user.phone ? { phone: user.phone } : { email: user.email as string };
/** The counter of an identity's password attempts. */
const loginKey = (identity: Identity) => `login:${identityKey(identity)}`;

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
const hashPassword = (password: string) => hash(password);

/** A real argon2id hash of a random string: what a missing account is checked against. */
const DUMMY_HASH = await hash(randomUUID());

export interface AccountsSettings extends TokenSettings {
  /** This api's public origin. */
  publicOrigin: string;
  /** The web's origin (the first of WEB_ORIGINS): e-mail verification links open its `/verify/{token}`. */
  webOrigin: string;
  /** Where avatars are stored (a folder or a bucket). */
  storage: FileStorage;
  /** How long an account may stay unverified before it lapses (`UNVERIFIED_ACCOUNT_TTL_HOURS`). */
  unverifiedTtlMs: number;
  /** The most hashes a proof-of-work challenge takes (`CODE_CHALLENGE_WORK`). */
  challengeWork?: number;
}

/** Sign-up, sign-in, one-time codes, sessions and the learner's own account (DESIGN.md §3). */
export function createAccountsService({
  db,
  clock,
  notifier,
  counters,
  settings,
  onVerified = async () => {},
}: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Where password attempts per identity are counted. */
  counters: Counters;
  settings: AccountsSettings;
  /** What other areas do for a newly verified account (the wallet's welcome coupon); once per account. */
  onVerified?: (userId: string) => Promise<void>;
}) {
  const tokens = createTokens({ db, clock, settings });
  const otp = createOtpService({ db, clock, notifier, secret: settings.jwtSecret });
  const resetGrants = createResetGrants({ secret: settings.jwtSecret, clock });
  const challenges = createChallenges({
    secret: settings.jwtSecret,
    clock,
    counters,
    work: settings.challengeWork,
  });

  /**
   * A message to an account's phone (SMS) or e-mail, when the account should know of a change made to
   * it (issue 35); one that could not be sent fails nothing.
   */
  async function tellOwner(
    to: Pick<UserRow, 'phone' | 'email'>,
    message: { subject: string; body: string },
    context?: SendContext,
  ): Promise<void> {
    const recipient = to.phone ?? to.email;
    if (!recipient) return;
    try {
      await notifier.send({ channel: to.phone ? 'sms' : 'email', recipient, ...message }, context);
    } catch (error) {
      if (!(error instanceof DomainError && error.failure === 'DELIVERY_FAILED')) throw error;
    }
  }

  /** The account's phone or e-mail is told that its password changed. */
  const tellPasswordChanged = (user: UserRow, context?: SendContext) =>
    tellOwner(user, { subject: msg.passwordChangedNoticeSubject, body: msg.passwordChangedNotice }, context);

  /**
   * What a stolen access token alone cannot give (issue 35): the account's current password, counted
   * like a password sign-in (`loginPerIdentity`), or — for an account with none yet — a session signed
   * in by a code within the last 30 minutes.
   */
  async function proveItIsTheLearner(
    signedIn: AuthUser,
    row: UserRow,
    currentPassword: string | undefined,
  ): Promise<void> {
    if (!row.passwordHash) {
      await requireFreshSession(signedIn);
      return;
    }
    if (!currentPassword) throw new DomainError('CURRENT_PASSWORD_REQUIRED', { field: 'current_password' });
    const key = loginKey(identityOfRow(row));
    const attempts = await counters.hit(key, loginPerIdentity.timeWindow);
    if (attempts.hits > loginPerIdentity.max) {
      throw new DomainError('LOGIN_THROTTLED', { retryAfterSeconds: attempts.resetInMs / 1000 });
    }
    if (!(await verify(row.passwordHash, currentPassword).catch(() => false))) {
      throw new DomainError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
    }
    await counters.clear(key);
  }

  /**
   * A session signed in by a code within the last 30 minutes: what stands for the password an account
   * does not have yet (setting one, changing it); REAUTH_REQUIRED otherwise.
   */
  async function requireFreshSession(signedIn: AuthUser): Promise<void> {
    const session = await accounts.sessionState(db, signedIn.sessionId, signedIn.id);
    if (!session || clock.now().getTime() - session.startedAt.getTime() > SET_CREDENTIALS_WITHIN_MS) {
      throw new DomainError('REAUTH_REQUIRED');
    }
  }

  const signIn = async (user: UserRow, client: ClientInfo = {}): Promise<SignedIn> => {
    const { tokens: issued, ended } = await tokens.issue(user, client.userAgent);
    return { tokens: issued, user, ended, credentialsRequired: !user.passwordHash };
  };

  /** An account left unverified longer than the setting has lapsed: it is as if it did not exist. */
  const lapsed = (user: UserRow) =>
    !user.verified && clock.now().getTime() - user.createdAt.getTime() > settings.unverifiedTtlMs;

  /** The account of an identity (not a lapsed one), or undefined. */
  async function accountOf(identity: Identity): Promise<UserRow | undefined> {
    const user = await accounts.findUserByIdentity(db, identity);
    return user && !lapsed(user) ? user : undefined;
  }

  /** The account of an identity, or ACCOUNT_NOT_FOUND. */
  async function existing(identity: Identity): Promise<UserRow> {
    const user = await accountOf(identity);
    if (!user) throw new DomainError('ACCOUNT_NOT_FOUND');
    return user;
  }

  /**
   * Someone proved they own an unverified account's phone or e-mail (a code, or the e-mail link): it
   * becomes verified. The name, password and second number chosen at registration stay only when the
   * proof comes with the registration's token; otherwise they are discarded and every session of the
   * account ends, and the owner chooses their own next (issue 35). Answers the account as it is now.
   */
  async function proveOwnership(user: UserRow, registrationToken: string | undefined): Promise<UserRow> {
    const keeps =
      registrationToken !== undefined &&
      user.registrationHash !== null &&
      safeEqualHex(hashToken(registrationToken), user.registrationHash);
    const verified = await db.transaction(async (tx) => {
      const row = await accounts.verifyUser(
        tx,
        user.id,
        keeps ? undefined : { name: '', passwordHash: null, phoneExtra: null },
      );
      if (row && !keeps) await tokens.revokeOthers(tx, user.id, undefined, 'password');
      return row;
    });
    if (!verified) return (await accounts.findUser(db, user.id)) ?? user; // verified meanwhile
    await onVerified(user.id);
    return verified;
  }

  async function currentUser(user: AuthUser | null): Promise<UserRow> {
    const row = user ? await accounts.findUser(db, user.id) : undefined;
    if (!row) throw new DomainError('UNAUTHORIZED');
    return row;
  }

  async function sendEmailLink(user: UserRow, context?: SendContext): Promise<void> {
    if (!user.email) return;
    const token = randomToken('ev');
    await accounts.insertEmailVerification(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + EMAIL_LINK_TTL_MS),
    });
    await notifier.send(
      {
        channel: 'email',
        recipient: user.email,
        subject: 'তিলাওয়াত: ইমেইল যাচাই করুন',
        body: `আপনার ইমেইল যাচাই করতে এই লিংকে যান: ${settings.webOrigin}/verify/${token}`,
      },
      context,
    );
  }

  /**
   * The e-mail link after the code to the same address was sent: the code alone verifies the account,
   * so a link the mail server did not take is not the learner's failure (it stays `failed` in the outbox,
   * logged with the request's id).
   */
  async function sendEmailLinkAfterCode(user: UserRow, context?: SendContext): Promise<void> {
    try {
      await sendEmailLink(user, context);
    } catch (error) {
      if (!(error instanceof DomainError && error.failure === 'DELIVERY_FAILED')) throw error;
    }
  }

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

    /**
     * A new, unverified account, or the replacement of an unverified one (issue 35: a registration
     * nobody verified must not keep the phone or e-mail from its owner), and its code, in one step:
     * when the code may not be sent now (429), nothing is written. The code (and, for e-mail, a link)
     * is sent once both are stored; when it cannot be sent (DELIVERY_FAILED) the account is not kept,
     * so that the same form can simply be sent again. Answers the token that only this client holds.
     */
    async register(
      body: { phone?: string; email?: string; password: string; name: string; phone_extra?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<Registered> {
      const identity = identityOf(body);
      const registrationToken = randomToken('rg');
      const values = {
        name: body.name.trim(),
        phone: identity.phone ?? null,
        email: identity.email ?? null,
        phoneExtra: body.phone_extra ? phoneOf(body.phone_extra, 'phone_extra') : null,
        passwordHash: await hashPassword(body.password),
        registrationHash: hashToken(registrationToken),
        createdAt: clock.now(),
      };
      // a solved challenge is checked (and spent) before the transaction: the counters are another connection
      const proved = await challenges.solved(context?.altcha);
      const { user, code } = await db.transaction(async (tx) => {
        const user = await accounts.registerUser(tx, values);
        if (!user) throw new DomainError('ACCOUNT_EXISTS');
        // an earlier registration's e-mail link no longer verifies this one
        await accounts.deleteEmailVerifications(tx, user.id);
        return { user, code: await otp.issue(tx, identityKey(identity), 'verify', clientIp, proved) };
      });
      try {
        await otp.deliver(code, context);
      } catch (error) {
        // Its code never left: the account goes too, so that the same form can simply be sent again.
        await accounts.deleteUnverifiedUser(db, user.id);
        throw error;
      }
      await sendEmailLinkAfterCode(user, context);
      return { user, registrationToken };
    },

    /**
     * Signs in with a verification or sign-in code. Any code proves the phone or e-mail, so an
     * unverified account becomes verified, keeping its registration's name and password only for the
     * client that registered (`registration_token`). A password-reset code signs nobody in (issue 35):
     * it answers a grant to set the password once, within 10 minutes; an unverified account it resets
     * is verified first, its registration's choices discarded (a new password is being chosen).
     */
    async verifyOtp(
      body: { otp: string; phone?: string; email?: string; registration_token?: string },
      client: ClientInfo = {},
    ): Promise<SignedIn | ResetGranted> {
      const identity = identityOf(body);
      const user = await existing(identity);
      const purpose = await otp.verify(identityKey(identity), body.otp, ['verify', 'login', 'reset']);
      await counters.clear(loginKey(identity));
      if (purpose === 'reset') {
        const owner = user.verified ? user : await proveOwnership(user, undefined);
        return { resetGrant: resetGrants.issue(owner) };
      }
      return signIn(user.verified ? user : await proveOwnership(user, body.registration_token), client);
    },

    /** Verifies an account by its e-mail link, once, and signs in; the same rule as a code's. */
    async verifyEmail(token: string, client: ClientInfo = {}, registrationToken?: string): Promise<SignedIn> {
      const userId = await accounts.useEmailVerification(db, hashToken(token), clock.now());
      const user = userId ? await accounts.findUser(db, userId) : undefined;
      if (!user || lapsed(user)) throw new DomainError('VERIFY_LINK_INVALID');
      return signIn(user.verified ? user : await proveOwnership(user, registrationToken), client);
    },

    /**
     * The owner of a password-less account (`credentialsRequired`), signed in by a code within the
     * last 30 minutes, sets their name and password; every other session ends.
     */
    async setCredentials(
      user: AuthUser | null,
      body: { name: string; password: string; confirm_password: string; phone_extra?: string },
    ): Promise<UserRow> {
      const signedIn = requireUser(user);
      const row = await currentUser(signedIn);
      if (row.passwordHash) throw new DomainError('CREDENTIALS_ALREADY_SET');
      if (body.password !== body.confirm_password) {
        throw new DomainError('PASSWORD_MISMATCH', { field: 'confirm_password' });
      }
      await requireFreshSession(signedIn);
      const changes = {
        name: body.name.trim(),
        passwordHash: await hashPassword(body.password),
        phoneExtra: body.phone_extra ? phoneOf(body.phone_extra, 'phone_extra') : row.phoneExtra,
      };
      return db.transaction(async (tx) => {
        const updated = await accounts.updateUser(tx, row.id, changes);
        await tokens.revokeOthers(tx, row.id, signedIn.sessionId);
        return updated ?? row;
      });
    },

    async resendOtp(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const identity = identityOf(body);
      const user = await existing(identity);
      if (user.verified) throw new DomainError('ALREADY_VERIFIED');
      await otp.send(
        identityKey(identity),
        'verify',
        clientIp,
        context,
        await challenges.solved(context?.altcha),
      );
    },

    async resendEmail(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const user = await accountOf(identityOf(body));
      if (!user?.email) throw new DomainError('ACCOUNT_NOT_FOUND');
      if (user.verified) throw new DomainError('ALREADY_VERIFIED');
      await otp.send(user.email, 'verify', clientIp, context, await challenges.solved(context?.altcha));
      await sendEmailLinkAfterCode(user, context);
    },

    async forgotPassword(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const identity = identityOf(body);
      await existing(identity);
      await otp.send(
        identityKey(identity),
        'reset',
        clientIp,
        context,
        await challenges.solved(context?.altcha),
      );
    },

    /**
     * Starts moving the account to another phone or e-mail (issue 35): the current password (or a
     * fresh code sign-in) proves it is the learner; a code goes to the new address, and nothing
     * changes until it comes back (`confirmIdentityChange`).
     */
    async requestIdentityChange(
      user: AuthUser | null,
      body: { phone?: string; email?: string; current_password?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const signedIn = requireUser(user);
      const row = await currentUser(signedIn);
      const identity = identityOf(body);
      const key = identityKey(identity) as string;
      if (key === row.phone || key === row.email) {
        throw new DomainError('IDENTITY_UNCHANGED', { field: identity.phone ? 'phone' : 'email' });
      }
      await proveItIsTheLearner(signedIn, row, body.current_password);
      const holder = await accountOf(identity);
      if (holder?.verified) throw new DomainError('ACCOUNT_EXISTS');
      await accounts.updateUser(db, row.id, { pendingIdentity: key });
      await otp.send(key, 'change', clientIp, context, await challenges.solved(context?.altcha));
    },

    /**
     * The code sent to the new address moves the account there, in one step: an unverified
     * registration of that address goes (the code proves this learner owns it), every other session
     * ends, and the old address is told where the account went.
     */
    async confirmIdentityChange(
      user: AuthUser | null,
      body: { otp: string },
      context?: SendContext,
    ): Promise<UserRow> {
      const signedIn = requireUser(user);
      const row = await currentUser(signedIn);
      const next = row.pendingIdentity;
      if (!next) throw new DomainError('IDENTITY_CHANGE_NOT_FOUND');
      await otp.verify(next, body.otp, ['change']);
      const nextIdentity: Identity = next.includes('@') ? { email: next } : { phone: next };
      const moved = await db.transaction(async (tx) => {
        const holder = await accounts.findUserByIdentity(tx, nextIdentity);
        if (holder?.verified && holder.id !== row.id) throw new DomainError('ACCOUNT_EXISTS');
        if (holder && holder.id !== row.id) await accounts.deleteUnverifiedUser(tx, holder.id);
        const updated = await accounts.updateUser(tx, row.id, {
          phone: nextIdentity.phone ?? null,
          email: nextIdentity.email ?? null,
          pendingIdentity: null,
        });
        await tokens.revokeOthers(tx, row.id, signedIn.sessionId);
        return updated ?? row;
      });
      await tellOwner(
        row,
        { subject: msg.identityChangedNoticeSubject, body: msg.identityChangedNotice(next) },
        context,
      );
      return moved;
    },

    /**
     * A new password (issue 35: never by an access token alone). With a reset grant (`reset_token`,
     * no session): the grant's account, every session ended. Signed in: the current password, counted
     * like a password sign-in (`loginPerIdentity`), or — for an account with none yet — a session
     * signed in by a code within 30 minutes; every other session ends. Either way the account's phone
     * or e-mail is told.
     */
    async changePassword(
      user: AuthUser | null,
      body: {
        new_password: string;
        confirm_password: string;
        current_password?: string;
        reset_token?: string;
      },
      context?: SendContext,
    ): Promise<void> {
      if (body.new_password !== body.confirm_password) {
        throw new DomainError('PASSWORD_MISMATCH', { field: 'confirm_password' });
      }
      if (body.reset_token) {
        const row = await resetGrants.read(body.reset_token, (id) => accounts.findUser(db, id));
        const passwordHash = await hashPassword(body.new_password);
        await db.transaction(async (tx) => {
          await accounts.updateUser(tx, row.id, { passwordHash });
          await tokens.revokeOthers(tx, row.id, undefined);
        });
        await counters.clear(loginKey(identityOfRow(row)));
        await tellPasswordChanged(row, context);
        return;
      }
      const signedIn = requireUser(user);
      const row = await currentUser(signedIn);
      await proveItIsTheLearner(signedIn, row, body.current_password);
      const passwordHash = await hashPassword(body.new_password);
      // A thief's session must not survive the new password: every other session ends with it.
      await db.transaction(async (tx) => {
        await accounts.updateUser(tx, row.id, { passwordHash });
        await tokens.revokeOthers(tx, row.id, signedIn.sessionId);
      });
      await tellPasswordChanged(row, context);
    },

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
        await otp.send(
          identityKey(identity),
          'login',
          clientIp,
          context,
          await challenges.solved(context?.altcha),
        );
        return { sent: true };
      }
      await otp.verify(identityKey(identity), body.otp, ['login']);
      await counters.clear(loginKey(identity));
      return signIn(user, client);
    },

    /** Ends the session of a refresh token on the server (logout); always succeeds. */
    logout: (refreshToken: string | undefined) => tokens.logout(refreshToken),

    /** The learner's live sessions (the one asking first), and the limit of devices. */
    async sessions(user: AuthUser | null) {
      const signedIn = requireUser(user);
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
    async endSession(user: AuthUser | null, sessionId: string): Promise<void> {
      const signedIn = requireUser(user);
      const reason = sessionId === signedIn.sessionId ? 'logout' : 'signed-out';
      if (!(await tokens.end(signedIn.id, sessionId, reason))) throw new DomainError('SESSION_NOT_FOUND');
    },

    /** A learner's live sessions, latest use first, for the operator console. */
    sessionsOf: (userId: string) => tokens.sessions(userId),

    /** Ends every session of a learner (the console's "sign out everywhere", in the caller's transaction): how many ended. */
    endAllSessions: (tx: Tx, userId: string): Promise<number> =>
      tokens.revokeOthers(tx, userId, undefined, 'signed-out'),

    /** Ends every session of the learner but this one: how many ended. */
    endOtherSessions(user: AuthUser | null): Promise<number> {
      const signedIn = requireUser(user);
      return tokens.revokeOthers(db, signedIn.id, signedIn.sessionId, 'signed-out');
    },

    refresh(refreshToken: string | undefined): Promise<SessionTokens> {
      if (!refreshToken) throw new DomainError('REFRESH_TOKEN_INVALID');
      return tokens.rotate(refreshToken);
    },

    me: currentUser,

    /** Edits the editable fields only (unknown fields were dropped before this point). */
    async updateMe(user: AuthUser | null, body: { name?: string; phone_extra?: string | null }) {
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
    async setAvatar(user: AuthUser | null, upload: AvatarUpload | null): Promise<UserRow> {
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
