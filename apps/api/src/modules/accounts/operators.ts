import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Role } from '../../core/auth';
import type { Db } from '../../db/client';
import { findUserByIdentity, insertUser } from './accounts.repository';
import { identityOf } from './accounts.service';
import { users } from './accounts.table';

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
 * Makes an operator of the console (issue 19): the account of `phone` or `email` gets `role` — an
 * existing one keeps its name and password; a new one is created verified, with `password` or a
 * generated one (answered once, for the operator to change after signing in). What
 * `pnpm --filter @tilawat/api admin:create` runs; the first admin comes from it.
 */
export async function makeOperator(
  db: Db,
  input: { phone?: string; email?: string; name: string; role: Exclude<Role, 'learner'>; password?: string },
): Promise<{ userId: string; created: boolean; password: string | null }> {
  const identity = identityOf(input);
  const existing = await findUserByIdentity(db, identity);
  if (existing) {
    await db.update(users).set({ role: input.role, verified: true }).where(eq(users.id, existing.id));
    return { userId: existing.id, created: false, password: null };
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  if (password.length < 8) throw new Error('the password must have at least 8 characters');
  const user = await insertUser(db, {
    name: input.name,
    phone: identity.phone ?? null,
    email: identity.email ?? null,
    phoneExtra: null,
    passwordHash: await hash(password),
  });
  if (!user) throw new Error('that phone or e-mail was taken meanwhile; run the command again');
  await db.update(users).set({ role: input.role, verified: true }).where(eq(users.id, user.id));
  return { userId: user.id, created: true, password };
}
