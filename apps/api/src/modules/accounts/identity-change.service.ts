import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { SendContext } from '../../core/notifier';
import { type AccountKit, identityKey, identityOf } from './accounts.kit';
import type { Identity, UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';

/** Moving an account to another phone number or e-mail address (issue 35). */
export function identityChangeService(kit: AccountKit) {
  const { db, tokens, otp, tellOwner, proveItIsTheLearner, accountOf, currentUser } = kit;

  return {
    /**
     * Starts moving the account to another phone or e-mail (issue 35): the current password (or a
     * fresh code sign-in) proves it is the learner; a code goes to the new address, and nothing
     * changes until it comes back (`confirmIdentityChange`).
     */
    async requestIdentityChange(
      signedIn: AuthUser,
      body: { phone?: string; email?: string; current_password?: string },
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
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
      await otp.send(key, 'change', clientIp, context);
    },
    /**
     * The code sent to the new address moves the account there, in one step: an unverified
     * registration of that address goes (the code proves this learner owns it), every other session
     * ends, and the old address is told where the account went.
     */
    async confirmIdentityChange(
      signedIn: AuthUser,
      body: { otp: string },
      context?: SendContext,
    ): Promise<UserRow> {
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
        // the old address is told where the account went, with the move (issue 37: one transaction)
        await tellOwner(
          row,
          { subject: msg.identityChangedNoticeSubject, body: msg.identityChangedNotice(next) },
          { ...context, tx },
        );
        return updated ?? row;
      });
      return moved;
    },
  };
}
