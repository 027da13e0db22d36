// "Call me back" requests from public pages, for the team to call (listed in the operator console).
import { normalizeBdPhone } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import * as catalogue from '../catalogue/catalogue.repository';
import * as leads from './leads.repository';
import type { LeadStatus } from './leads.table';

export interface LeadRequest {
  name: string;
  phone: string;
  email?: string;
  course?: number;
  preferred_time?: 'morning' | 'afternoon' | 'evening' | 'night';
  message?: string;
}

export function createLeadsService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditRecorder }) {
  /** A request with its course, as the console shows it; 404 for none. */
  async function view(id: number) {
    const row = await leads.leadWithCourse(db, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  return {
    /**
     * Keeps a request: the phone normalised (+8801…), an unknown course refused beside its field.
     * A phone that already asked today (Asia/Dhaka) is not kept twice; the answer is the same.
     */
    async request(body: LeadRequest): Promise<{ kept: boolean }> {
      const phone = normalizeBdPhone(body.phone);
      if (!phone) throw new DomainError('PHONE_INVALID', { field: 'phone' });
      if (body.course !== undefined && !(await catalogue.findCourse(db, body.course))) {
        throw new DomainError('LEAD_COURSE_UNKNOWN', { field: 'course' });
      }
      const now = clock.now();
      const kept = await leads.insertLead(db, {
        name: body.name.trim(),
        phone,
        email: body.email?.trim().toLowerCase() ?? null,
        courseId: body.course ?? null,
        preferredTime: body.preferred_time ?? null,
        message: body.message?.trim() || null,
        createdAt: now,
        day: dhakaDay(now),
      });
      return { kept };
    },

    /** The console's list (issue 19): newest first, by status. */
    list: (filter: { status?: LeadStatus }, query: PageQuery) => leads.leadsPage(db, filter, query),

    /**
     * Records a call-back's outcome (status and/or note; an empty note removes it) as `actor`, with
     * its audit entry in the same transaction.
     */
    async update(actor: AuthUser, id: number, changes: { status?: LeadStatus; note?: string }) {
      await db.transaction(async (tx) => {
        const lead = await leads.leadForUpdate(tx, id);
        if (!lead) throw new DomainError('NOT_FOUND');
        const next = {
          status: changes.status ?? lead.status,
          note: changes.note === undefined ? lead.note : changes.note.trim() || null,
        };
        await leads.updateLead(tx, id, { ...next, updatedAt: clock.now() });
        await audit(tx, {
          actor,
          action: 'lead.update',
          target: `lead:${id}`,
          before: { status: lead.status, note: lead.note },
          after: next,
        });
      });
      return view(id);
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
