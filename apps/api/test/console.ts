// What the operator console's tests share: a signed-in teacher or admin.
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/accounts/accounts.table';
import type { Learner, TestApp } from './helpers';

/**
 * A new account given `role` and signed in again (a refresh), so that its access token carries the
 * role: what `pnpm --filter @tilawat/api admin:create` does for the first admin.
 */
export async function signedInAs(t: TestApp, role: 'teacher' | 'admin'): Promise<Learner> {
  const account = await t.signUp({ name: role === 'admin' ? 'তিলাওয়াত অ্যাডমিন' : 'উস্তাদ আব্দুর রহমান' });
  await t.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return t.refreshed(account);
}
