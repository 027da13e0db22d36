// "Call me back" requests from public pages, for the team to call (listed in the operator console).
import { normalizeBdPhone } from '@tilawat/domain/rules';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import * as catalogue from '../catalogue/catalogue.repository';
import * as leads from './leads.repository';

/** The calendar day of a moment in Asia/Dhaka, as YYYY-MM-DD. */
export function dhakaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
}

export interface LeadRequest {
  name: string;
  phone: string;
  email?: string;
  course?: number;
  preferred_time?: 'morning' | 'afternoon' | 'evening' | 'night';
  message?: string;
}

export function createLeadsService({ db, clock }: { db: Db; clock: Clock }) {
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
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
