import { msg } from '../../copy/messages';
import { hashToken, randomToken } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { SendContext } from '../../core/notifier';
import type { Tx } from '../../db/client';
import {
  type AccountKit,
  type ClientInfo,
  hashPassword,
  identityKey,
  identityOf,
  loginKey,
  phoneOf,
  type SignedIn,
} from './accounts.kit';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';
import type { ResetGrant } from './reset-grant';

/** How long an e-mail verification link works. */
const EMAIL_LINK_TTL_MS = 24 * 3_600_000;

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

/**
 * Sign-up (issue 35: proving the phone or e-mail decides the credentials): registering, verifying by
 * code or e-mail link, sending codes and links again, and the password-reset code.
 */
export function registrationService(kit: AccountKit) {
  const {
    db,
    clock,
    notifier,
    counters,
    settings,
    otp,
    resetGrants,
    challenges,
    signIn,
    lapsed,
    accountOf,
    existing,
    proveOwnership,
  } = kit;
  /** Writes an e-mail verification link for `user` and queues it, in `tx` (nothing for a phone account). */
  async function sendEmailLink(tx: Tx, user: UserRow, context?: SendContext): Promise<void> {
    if (!user.email) return;
    const token = randomToken('ev');
    await accounts.insertEmailVerification(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + EMAIL_LINK_TTL_MS),
    });
    await notifier.send(
      {
        channel: 'email',
        recipient: user.email,
        subject: msg.verifyEmailSubject,
        body: msg.verifyEmailText(`${settings.webOrigin}/verify/${token}`),
      },
      { ...context, tx },
    );
  }

  return {
    /**
     * A new, unverified account, or the replacement of an unverified one (issue 35: a registration
     * nobody verified must not keep the phone or e-mail from its owner), and its code, in one step:
     * when the code may not be sent now (429), nothing is written. The code (and, for e-mail, a link)
     * is queued in the same transaction (issue 37): committed, it will be sent, by a worker on any host,
     * with retries. Answers the token that only this client holds.
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
      const user = await db.transaction(async (tx) => {
        const user = await accounts.registerUser(tx, values);
        if (!user) throw new DomainError('ACCOUNT_EXISTS');
        // an earlier registration's e-mail link no longer verifies this one
        await accounts.deleteEmailVerifications(tx, user.id);
        await otp.issue(tx, identityKey(identity), 'verify', clientIp, proved, context);
        await sendEmailLink(tx, user, context);
        return user;
      });
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
    async resendOtp(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const identity = identityOf(body);
      const user = await existing(identity);
      if (user.verified) throw new DomainError('ALREADY_VERIFIED');
      await otp.send(identityKey(identity), 'verify', clientIp, context);
    },
    async resendEmail(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const user = await accountOf(identityOf(body));
      if (!user?.email) throw new DomainError('ACCOUNT_NOT_FOUND');
      if (user.verified) throw new DomainError('ALREADY_VERIFIED');
      await otp.send(user.email, 'verify', clientIp, context, (tx) => sendEmailLink(tx, user, context));
    },
    async forgotPassword(
      body: { phone?: string; email?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const identity = identityOf(body);
      await existing(identity);
      await otp.send(identityKey(identity), 'reset', clientIp, context);
    },
  };
}
