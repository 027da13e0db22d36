// `pnpm --filter @tilawat/api admin:create --phone 01XXXXXXXXX [--name …] [--role admin|teacher]`
// (or --email): makes an operator of the console on the configured database (issue 19). A new account
// gets the password in ADMIN_PASSWORD, or a generated one printed once; an existing verified one keeps
// its own; an unverified one (anyone's registration) gets the new password, and the command says so.
import { parseArgs } from 'node:util';
import { createDatabase } from './db/client';
import { databaseOptionsOf, loadEnv } from './env';
import { makeOperator } from './modules/accounts/operators';

const { values } = parseArgs({
  options: {
    phone: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string', default: 'তিলাওয়াত অ্যাডমিন' },
    role: { type: 'string', default: 'admin' },
  },
  allowPositionals: true,
});
if (values.role !== 'admin' && values.role !== 'teacher') {
  console.error('--role must be admin or teacher');
  process.exit(2);
}
if (!values.phone === !values.email) {
  console.error('give exactly one of --phone 01XXXXXXXXX or --email name@example.com');
  process.exit(2);
}

const env = loadEnv();
const database = createDatabase(databaseOptionsOf(env));
try {
  await database.migrate();
  const made = await makeOperator(database.db, {
    ...(values.phone ? { phone: values.phone } : { email: values.email as string }),
    name: values.name as string,
    role: values.role,
    password: process.env.ADMIN_PASSWORD || undefined,
  });
  const who = values.phone ?? values.email;
  if (made.created) {
    console.log(`Created ${values.role} ${who}.`);
    if (!process.env.ADMIN_PASSWORD)
      console.log(`Password (shown once; change it after signing in): ${made.password}`);
  } else if (made.reset) {
    console.log(
      `${who} had an account that was never verified: anyone may have registered it, so its name and password were replaced, it is verified now, and it is ${values.role === 'admin' ? 'an admin' : 'a teacher'}.`,
    );
    if (!process.env.ADMIN_PASSWORD)
      console.log(`Password (shown once; change it after signing in): ${made.password}`);
  } else {
    console.log(
      `${who} is now ${values.role === 'admin' ? 'an admin' : 'a teacher'}; their password is unchanged, and their sessions signed in under another role have ended.`,
    );
  }
} catch (error) {
  console.error(
    error instanceof Error ? ((error as Error & { failure?: string }).failure ?? error.message) : error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
