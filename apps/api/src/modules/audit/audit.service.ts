import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import * as audit from './audit.repository';
import type { AuditAction, AuditRecord } from './audit.table';

/** One console write: who (the operator), what, which record, before and after. */
export interface AuditEntry {
  /** The operator (a background job records the one who started it). */
  actor: Pick<AuthUser, 'id'>;
  action: AuditAction;
  target: string;
  before: AuditRecord | null;
  after: AuditRecord | null;
}

/** Only the fields that changed, before and after: what an update's audit entry holds. */
export function changedFields(
  before: AuditRecord,
  after: AuditRecord,
): { before: AuditRecord; after: AuditRecord } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Records an update with only the fields it changed, before and after; an update that changed
 * nothing is not recorded (there is nothing to tell).
 */
export async function auditChange(
  record: AuditRecorder,
  tx: Tx,
  entry: Omit<AuditEntry, 'before' | 'after'> & { before: AuditRecord; after: AuditRecord },
): Promise<void> {
  const change = changedFields(entry.before, entry.after);
  if (Object.keys(change.after).length > 0) await record(tx, { ...entry, ...change });
}

/**
 * The append-only audit log (issue 19): every console write calls `record` inside its own database
 * transaction, so no write stands without its entry. Entries are never changed; the nightly clean-up
 * removes them two years on (audit-cleanup.ts).
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    record: (tx: Tx, entry: AuditEntry) =>
      audit.append(tx, {
        actorId: entry.actor.id,
        action: entry.action,
        target: entry.target,
        before: entry.before,
        after: entry.after,
        at: clock.now(),
      }),

    /** One page of the log, newest first. */
    page: (filter: { action?: AuditAction; target?: string }, query: PageQuery) =>
      audit.page(db, filter, query),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
export type AuditRecorder = AuditService['record'];
