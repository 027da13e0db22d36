// The console's orientation webinars (issue 19): listed with their seats booked, scheduled and changed
// by admins; seats never below those booked; each write audited.

import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import { noScheduleChange, type ScheduleChanged } from '../../core/reminder-steps';
import type { Db } from '../../db/client';
import { type AuditRecorder, auditChange } from '../audit/audit.service';
import type { AuditRecord } from '../audit/audit.table';
import type { OrientationInsert, OrientationRow } from './orientation.repository';
import * as orientation from './orientation.repository';

/** A webinar as an admin writes it (the contract's Create/UpdateOrientationPayload). */
export interface OrientationFields {
  title?: string;
  description?: string;
  host?: string;
  starts_at?: string;
  duration_minutes?: number;
  seats_total?: number;
  join_url?: string;
}

const record = (row: OrientationRow): AuditRecord => ({
  title: row.title,
  host: row.host,
  starts_at: row.startsAt.toISOString(),
  duration_minutes: row.durationMinutes,
  seats_total: row.seatsTotal,
  join_url: row.joinUrl,
});

function values(body: OrientationFields): Partial<OrientationInsert> {
  const out: Partial<OrientationInsert> = {};
  if (body.title !== undefined) out.title = body.title.trim();
  if (body.description !== undefined) out.description = body.description.trim();
  if (body.host !== undefined) out.host = body.host.trim();
  if (body.starts_at !== undefined) out.startsAt = new Date(body.starts_at);
  if (body.duration_minutes !== undefined) out.durationMinutes = body.duration_minutes;
  if (body.seats_total !== undefined) out.seatsTotal = body.seats_total;
  if (body.join_url !== undefined) out.joinUrl = body.join_url;
  return out;
}

export function createOrientationAdmin({
  db,
  audit,
  onScheduled = noScheduleChange,
}: {
  db: Db;
  audit: AuditRecorder;
  /** Told of a webinar made or moved: its reminders are planned again (issue 40). */
  onScheduled?: ScheduleChanged;
}) {
  async function view(id: number) {
    const row = await orientation.adminOne(db, id);
    if (!row) throw new DomainError('ORIENTATION_NOT_FOUND');
    return row;
  }

  return {
    list: (query: PageQuery) => orientation.adminPage(db, query),

    async create(actor: AuthUser, body: OrientationFields) {
      const id = await db.transaction(async (tx) => {
        const row = await orientation.insert(tx, { description: '', ...values(body) } as OrientationInsert);
        await audit(tx, {
          actor,
          action: 'orientation.create',
          target: `orientation:${row.id}`,
          before: null,
          after: record(row),
        });
        await onScheduled(tx);
        return row.id;
      });
      return view(id);
    },

    /** Changes a webinar; its seats never go below those booked (counted under its lock). */
    async update(actor: AuthUser, id: number, body: OrientationFields) {
      await db.transaction(async (tx) => {
        const before = await orientation.lock(tx, id);
        if (!before) throw new DomainError('ORIENTATION_NOT_FOUND');
        const change = values(body);
        if (change.seatsTotal !== undefined && change.seatsTotal < (await orientation.seatsTaken(tx, id))) {
          throw new DomainError('SEATS_BELOW_TAKEN', { field: 'seats_total' });
        }
        await orientation.update(tx, id, change);
        await auditChange(audit, tx, {
          actor,
          action: 'orientation.update',
          target: `orientation:${id}`,
          before: record(before),
          after: record({ ...before, ...change }),
        });
        await onScheduled(tx);
      });
      return view(id);
    },
  };
}

export type OrientationAdmin = ReturnType<typeof createOrientationAdmin>;
