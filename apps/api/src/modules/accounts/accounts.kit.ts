import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalizeBdPhone } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { hashToken, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Notifier, SendContext } from '../../core/notifier';
import { type Counters, loginPerIdentity } from '../../core/rate-limits';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import type { Identity, UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';
import { createChallenges } from './challenges';
import { createOtpService } from './otp.service';
import { createResetGrants } from './reset-grant';
import * as sessions from './sessions.repository';
import { createTokens, type SessionTokens, type TokenSettings } from './tokens.service';

/** A signed-in learner: their new tokens and their account. */
export interface SignedIn {
  tokens: SessionTokens;
  user: UserRow;
  /** The devices whose sessions this sign-in ended (the account's limit of devices). */
  ended: string[];
  /** The account has no password of its own yet: the owner sets name and password next (issue 35). */
  credentialsRequired: boolean;
}

/** How long after signing in by a code the owner of a password-less account may set one. */
export const SET_CREDENTIALS_WITHIN_MS = 30 * 60_000;

/** Who is signing in: their browser's user agent (the session's device name). */
export interface ClientInfo {
  userAgent?: string;
}

/** A Bangladeshi mobile number as stored (+8801XXXXXXXXX); a field failure when it is not one. */
export function phoneOf(value: string, field: string): string {
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

export const identityKey = (identity: Identity) => identity.phone ?? identity.email;
/** An account's own phone or e-mail, as an identity. */
export const identityOfRow = (user: UserRow): Identity =>
  user.phone ? { phone: user.phone } : { email: user.email as string };
/** The counter of an identity's password attempts. */
export const loginKey = (identity: Identity) => `login:${identityKey(identity)}`;

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string) => hash(password);

/** A real argon2id hash of a random string: what a missing account is checked against. */
export const DUMMY_HASH = await hash(randomUUID());

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

/** What the accounts service is made of: its storage, clock, messages and counters, and what verifying does elsewhere. */
export interface AccountsDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Where password attempts per identity are counted. */
  counters: Counters;
  settings: AccountsSettings;
  /** What other areas do for a newly verified account (the wallet's welcome coupon); once per account. */
  onVerified?: (userId: string) => Promise<void>;
}

/**
 * The pieces the accounts area's services share (sign-up, credentials, moving an account, sessions):
 * the tokens, the one-time codes, the challenges and reset grants, and the rules every one of them
 * asks — who an identity's account is, who is signed in, how a sign-in is answered, what proves it
 * is the learner, how the owner is told.
 */
export function createAccountKit({
  db,
  clock,
  notifier,
  counters,
  settings,
  onVerified = async () => {},
}: AccountsDeps) {
  const tokens = createTokens({ db, clock, settings });
  const resetGrants = createResetGrants({ secret: settings.jwtSecret, clock });
  const challenges = createChallenges({
    secret: settings.jwtSecret,
    clock,
    counters,
    work: settings.challengeWork,
  });
  const otp = createOtpService({ db, clock, notifier, secret: settings.jwtSecret, challenges });

  /**
   * A message to an account's phone (SMS) or e-mail, when the account should know of a change made to
   * it (issue 35), queued in the change's transaction (`context.tx`).
   */
  async function tellOwner(
    to: Pick<UserRow, 'phone' | 'email'>,
    message: { subject: string; body: string },
    context?: SendContext,
  ): Promise<void> {
    const recipient = to.phone ?? to.email;
    if (!recipient) return;
    await notifier.send({ channel: to.phone ? 'sms' : 'email', recipient, ...message }, context);
  }

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
    const session = await sessions.sessionState(db, signedIn.sessionId, signedIn.id);
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

  return {
    db,
    clock,
    notifier,
    counters,
    settings,
    tokens,
    otp,
    resetGrants,
    challenges,
    tellOwner,
    proveItIsTheLearner,
    requireFreshSession,
    signIn,
    lapsed,
    accountOf,
    existing,
    proveOwnership,
    currentUser,
  };
}

export type AccountKit = ReturnType<typeof createAccountKit>;
