import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { UserRow } from './accounts.repository';

/** A user as the operator console shows them (the contract's AdminPerson). */
export const personJson = (
  user: Pick<UserRow, 'id' | 'name' | 'phone' | 'email' | 'role'>,
): AdminSchemas['AdminPerson'] => ({
  id: user.id,
  name: user.name,
  phone: user.phone,
  email: user.email,
  role: user.role,
});
