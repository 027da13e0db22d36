import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '../../core/auth';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { findUserByIdentity, insertUser, updateUser, verifyUser } from './accounts.repository';
import { identityOf } from './accounts.service';
import { revokeOtherSessions } from './sessions.repository';

/** The development seed's demo operators (never in production): their sign-in is in the README. */
export const DEMO_OPERATORS = [
  { role: 'admin', name: 'ডেমো অ্যাডমিন', phone: '+8801900000001', password: 'tilawat-admin-demo' },
  {
    role: 'teacher',
    name: 'উস্তাদ আব্দুর রহমান (ডেমো)',
    phone: '+8801900000002',
    password: 'tilawat-teacher-demo',
  },
] as const satisfies readonly { role: Role; name: string; phone: string; password: string }[];

/**
 * Makes an operator of the console (issue 19): the account of `phone` or `email` gets `role`. A
 * verified one keeps its name and password. An unverified one is anyone's registration, not proof
 * that its owner chose its password (issue 35): it is taken over as a new account would be — `name`,
 * `password` or a generated one, verified, every session ended — and `reset` says so to whoever ran
 * the command. A new one is created verified, with `password` or a generated one (answered once, for
 * the operator to change after signing in). What `pnpm --filter @tilawat/api admin:create` runs; the
 * first admin comes from it.
 */
export async function makeOperator(
  db: Db,
  input: { phone?: string; email?: string; name: string; role: Exclude<Role, 'learner'>; password?: string },
  clock: Clock = systemClock,
): Promise<{ userId: string; created: boolean; reset: boolean; password: string | null }> {
  const identity = identityOf(input);
  const existing = await findUserByIdentity(db, identity);
  if (existing?.verified) {
    if (existing.role !== input.role) {
      // a session signed in under the old role ends with it: the next sign-in carries the new one
      await db.transaction(async (tx) => {
        await updateUser(tx, existing.id, { role: input.role });
        await revokeOtherSessions(tx, { userId: existing.id, now: clock.now(), reason: 'role' });
      });
    }
    return { userId: existing.id, created: false, reset: false, password: null };
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  if (password.length < 8) throw new Error('the password must have at least 8 characters');
  const credentials = { name: input.name, passwordHash: await hash(password), phoneExtra: null };
  if (existing) {
    await db.transaction(async (tx) => {
      await verifyUser(tx, existing.id, credentials);
      await updateUser(tx, existing.id, { role: input.role });
      await revokeOtherSessions(tx, { userId: existing.id, now: clock.now(), reason: 'role' });
    });
    return { userId: existing.id, created: false, reset: true, password };
  }
  const user = await insertUser(db, {
    ...credentials,
    phone: identity.phone ?? null,
    email: identity.email ?? null,
  });
  if (!user) throw new Error('that phone or e-mail was taken meanwhile; run the command again');
  await updateUser(db, user.id, { role: input.role, verified: true });
  return { userId: user.id, created: true, reset: false, password };
}
