import type { SQL } from 'drizzle-orm';
import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { accountsHandlers } from './accounts.handlers';
import { createAccountsService } from './accounts.service';
import { accountsCleanup } from './accounts-cleanup';

export const accountsModule = defineModule({
  name: 'accounts',
  create({
    env,
    db,
    clock,
    notifier,
    counters,
    storage,
    log,
    onVerified,
    keptAccount,
  }: Infra & {
    /** A learner verified their account (the wallet's welcome coupon). */
    onVerified: (userId: string) => Promise<void>;
    /** Whether another area still names an account the clean-up would delete (the audit log's operators' work). */
    keptAccount: (userId: SQL) => SQL;
  }) {
    const accounts = createAccountsService({
      db,
      clock,
      notifier,
      counters,
      onVerified,
      settings: {
        jwtSecret: env.JWT_SECRET,
        accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
        refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
        maxSessions: env.MAX_SESSIONS,
        reuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
        publicOrigin: env.PUBLIC_ORIGIN,
        // the web's /verify/{token} page opens the e-mail's link (it calls GET /api/v2/user/verify/{token})
        webOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
        storage,
        unverifiedTtlMs: env.UNVERIFIED_ACCOUNT_TTL_HOURS * 3_600_000,
        challengeWork: env.CODE_CHALLENGE_WORK,
      },
    });
    const handlers = accountsHandlers(accounts, {
      publicOrigin: env.PUBLIC_ORIGIN,
      avatarMaxBytes: env.AVATAR_MAX_BYTES,
      maxSessions: env.MAX_SESSIONS,
    });
    const cleanup = accountsCleanup({
      db,
      clock,
      log,
      unverifiedTtlMs: env.UNVERIFIED_ACCOUNT_TTL_HOURS * 3_600_000,
      keptAccount,
    });
    return { handlers: [handlers], jobs: [cleanup], services: accounts };
  },
});
