// The audit log's nightly clean-up (issue 37): entries older than two years go, the rest stay.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp } from '../../../test/helpers';
import { DAY_MS } from '../../core/cleanup';
import { users } from '../accounts/accounts.table';
import { DEMO_OPERATORS } from '../accounts/operators';
import { auditLog } from './audit.table';
import { AUDIT_KEPT_DAYS, auditCleanup } from './audit-cleanup';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('audit.cleanup', () => {
  it('deletes entries older than two years and keeps the newer', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.phone, DEMO_OPERATORS[0].phone));
    const entry = (ageDays: number, target: string) => ({
      actorId: admin?.id as string,
      action: 'course.update' as const,
      target,
      before: { title: 'আগের নাম' },
      after: { title: 'নতুন নাম' },
      at: at(-ageDays * DAY_MS),
    });
    const targets = ['course:9001', 'course:9002', 'course:9003', 'course:9004'];
    await t.db
      .insert(auditLog)
      .values([
        entry(AUDIT_KEPT_DAYS + 200, 'course:9001'),
        entry(AUDIT_KEPT_DAYS + 1, 'course:9002'),
        entry(AUDIT_KEPT_DAYS - 1, 'course:9003'),
        entry(0, 'course:9004'),
      ]);

    const deleted = await runCleanup((log) => auditCleanup({ db: t.db, clock: t.clock, log }));

    const left = await t.db
      .select({ target: auditLog.target })
      .from(auditLog)
      .where(inArray(auditLog.target, targets));
    expect(left.map((row) => row.target).sort()).toEqual(['course:9003', 'course:9004']);
    expect(deleted).toEqual({ entries: 2 });
  });
});
