import { msg } from '../../copy/messages';
import { type AuthUser, requireUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { SendContext } from '../../core/notifier';
import type { Tx } from '../../db/client';
import { type AccountKit, hashPassword, identityOfRow, loginKey, phoneOf } from './accounts.kit';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';

/**
 * The account's password (issue 35: never by an access token alone): the owner's first name and
 * password after a verification that discarded a registration's, and every later change or reset.
 */
export function credentialsService(kit: AccountKit) {
  const {
    db,
    counters,
    tokens,
    resetGrants,
    tellOwner,
    proveItIsTheLearner,
    requireFreshSession,
    currentUser,
  } = kit;
  /** The account's phone or e-mail is told that its password changed, in the change's transaction. */
  const tellPasswordChanged = (tx: Tx, user: UserRow, context?: SendContext) =>
    tellOwner(
      user,
      { subject: msg.passwordChangedNoticeSubject, body: msg.passwordChangedNotice },
      {
        ...context,
        tx,
      },
    );

  return {
    /**
     * The owner of a password-less account (`credentialsRequired`), signed in by a code within the
     * last 30 minutes, sets their name and password; every other session ends.
     */
    async setCredentials(
      signedIn: AuthUser,
      body: { name: string; password: string; confirm_password: string; phone_extra?: string },
    ): Promise<UserRow> {
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
          await tellPasswordChanged(tx, row, context);
        });
        await counters.clear(loginKey(identityOfRow(row)));
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
        await tellPasswordChanged(tx, row, context);
      });
    },
  };
}
