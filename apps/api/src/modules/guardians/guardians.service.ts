// Guardians (issue 41, decision 0030): a learner (or the school, for a child) makes a pairing code; a signed-in
// account that enters it follows the learner, view only; either side, or the school, unlinks. One rule of
// who reaches what: a guardian reaches only a learner they follow (`followedLearner`, 404 otherwise — as
// another learner's resource answers everywhere). A weekly summary goes to each guardian who keeps it on.
import {
  GUARDIAN_SUMMARY_HOUR,
  type GuardianWeek,
  guardianSummaryEmail,
  guardianSummarySms,
  inQuietHours,
  normalizeCouponCode,
  type QuietHours,
  smsLink,
  studyWeek,
} from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay, dhakaDayEnd, dhakaDayStart } from '../../core/clock';
import { hashToken, randomCode } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Notifier } from '../../core/notifier';
import type { Counters } from '../../core/rate-limits';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { PracticeJson } from '../practice/practice.json';
import { reviewedPracticesOf } from '../practice/reviewed-practices';
import * as repo from './guardians.repository';

/** A pairing code: 8 characters of the coupon alphabet (~40 bits), for 48 hours, once. */
const CODE_LENGTH = 8;
const CODE_HOURS = 48;
/**
 * Codes tried from one address (whatever the accounts): 30 an hour. With the route's 10 a minute per account,
 * guessing one of the few live codes among 31^8 takes longer than any code lives.
 */
const PAIR_PER_ADDRESS = { max: 30, timeWindow: 3_600_000 };
/** How long after its moment a week's summary may still go (held by the quiet hours, or the api down). */
const CATCH_UP_MS = 48 * 3_600_000;
/** Guardians summarised in one run of the weekly job (the next run takes the rest). */
const SUMMARY_BATCH = 200;

export interface GuardianAreas {
  /** The learner's days of study (the study area). */
  streakOf: (userId: string) => Promise<{
    current: number;
    longest: number;
    todayActive: boolean;
    weekMinutes: number;
    goalMinutes: number | null;
  }>;
  /** The learner's memorisation plans (the hifz area). */
  hifzPlansOf: (userId: string) => Promise<V3Schemas['HifzPlan'][]>;
  /** The practice area's JSON of marks and their corrections (signed links). */
  practiceJson: PracticeJson;
}

const linkJson = (row: { id: string; name: string; since: Date }) => ({
  id: row.id,
  name: row.name,
  since: row.since.toISOString(),
});

/** The Saturday-to-Friday week `at` falls in (Asia/Dhaka), as days and as moments. */
function weekAround(at: Date) {
  const days = studyWeek(dhakaDay(at));
  const from = days[0] as string;
  const to = days[6] as string;
  return {
    from,
    to,
    start: dhakaDayStart(from),
    end: dhakaDayEnd(to),
    moment: new Date(`${to}T${String(GUARDIAN_SUMMARY_HOUR).padStart(2, '0')}:00:00+06:00`),
  };
}

export function createGuardiansService({
  db,
  clock,
  audit,
  notifier,
  counters,
  areas,
  siteOrigin,
  quietHours,
}: {
  db: Db;
  clock: Clock;
  counters: Counters;
  audit: AuditRecorder;
  notifier: Notifier;
  areas: GuardianAreas;
  siteOrigin: string;
  quietHours: QuietHours;
}) {
  async function makeCode(learnerId: string, createdBy: string) {
    const code = randomCode(CODE_LENGTH);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CODE_HOURS * 3_600_000);
    await db.transaction(async (tx) => {
      await repo.replaceCode(tx, {
        learnerId,
        codeHash: hashToken(code),
        createdBy,
        expiresAt,
        createdAt: now,
      });
      if (createdBy !== learnerId) {
        await audit(tx, {
          actor: { id: createdBy },
          action: 'guardian.code',
          target: `learner:${learnerId}`,
          before: null,
          after: { expires_at: expiresAt.toISOString() },
        });
      }
    });
    return { code, expires_at: expiresAt.toISOString() };
  }

  const guardiansOf = async (learnerId: string) => ({
    items: (await repo.guardiansOf(db, learnerId)).map(linkJson),
  });

  /** The one rule of a guardian's reach: a learner they follow, else 404 (as an unknown learner). */
  async function followedLearner(guardian: AuthUser, learnerId: string) {
    const row = await repo.followed(db, guardian.id, learnerId);
    if (!row) throw new DomainError('GUARDIAN_LEARNER_NOT_FOUND');
    return row;
  }

  async function settingsOf(guardianId: string) {
    const [user, on] = await Promise.all([repo.userOf(db, guardianId), repo.weeklySummaryOf(db, guardianId)]);
    return {
      weekly_summary: on,
      channel: user?.phone ? ('sms' as const) : user?.email ? ('email' as const) : null,
    };
  }

  return {
    /** The learner's own code. */
    makeCode: (learner: AuthUser) => makeCode(learner.id, learner.id),

    /** The school's code for a learner (a child's): audited. Unknown learner: 404. */
    async makeCodeFor(actor: AuthUser, learnerId: string) {
      if (!(await repo.userOf(db, learnerId))) throw new DomainError('ACCOUNT_NOT_FOUND');
      return makeCode(learnerId, actor.id);
    },

    guardians: (learner: AuthUser) => guardiansOf(learner.id),

    async guardiansFor(learnerId: string) {
      if (!(await repo.userOf(db, learnerId))) throw new DomainError('ACCOUNT_NOT_FOUND');
      return guardiansOf(learnerId);
    },

    /** The learner unlinks a guardian; one who does not follow them: 404. */
    async removeGuardian(learner: AuthUser, guardianId: string) {
      if (!(await repo.unlink(db, guardianId, learner.id))) throw new DomainError('GUARDIAN_NOT_FOUND');
      return guardiansOf(learner.id);
    },

    /** The school unlinks a learner's guardian, audited. */
    async removeGuardianFor(actor: AuthUser, learnerId: string, guardianId: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.unlink(tx, guardianId, learnerId))) throw new DomainError('GUARDIAN_NOT_FOUND');
        await audit(tx, {
          actor,
          action: 'guardian.remove',
          target: `learner:${learnerId}`,
          before: { guardian_id: guardianId },
          after: null,
        });
      });
      return guardiansOf(learnerId);
    },

    /** A signed-in account enters a learner's code and follows them; the code is spent. */
    async pair(guardian: AuthUser, typed: string, address: string) {
      const tried = await counters.hit(`guardian-pair:${address}`, PAIR_PER_ADDRESS.timeWindow);
      if (tried.hits > PAIR_PER_ADDRESS.max) {
        throw new DomainError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(tried.resetInMs / 1000) });
      }
      const code = normalizeCouponCode(typed).replace(/[\s-]+/g, '');
      const now = clock.now();
      const learnerId = await db.transaction(async (tx) => {
        const found = await repo.lockCode(tx, hashToken(code));
        if (!found || found.usedAt !== null || found.expiresAt <= now) {
          throw new DomainError('GUARDIAN_CODE_INVALID', { field: 'code' });
        }
        if (found.learnerId === guardian.id) throw new DomainError('GUARDIAN_SELF');
        await repo.spendCode(tx, found.id, now);
        await repo.link(tx, guardian.id, found.learnerId, now);
        return found.learnerId;
      });
      return linkJson(await followedLearner(guardian, learnerId));
    },

    learners: async (guardian: AuthUser) => ({
      items: (await repo.learnersOf(db, guardian.id)).map(linkJson),
    }),

    /** What a guardian sees of a learner they follow — view only, nothing else. */
    async view(guardian: AuthUser, learnerId: string): Promise<V3Schemas['GuardianView']> {
      const learner = await followedLearner(guardian, learnerId);
      const now = clock.now();
      const [attendance, streak, exams, practices, hifz, payments] = await Promise.all([
        repo.attendanceOf(db, learnerId, now),
        areas.streakOf(learnerId),
        repo.examsOf(db, learnerId),
        reviewedPracticesOf(db, areas.practiceJson, learnerId),
        areas.hifzPlansOf(learnerId),
        repo.paymentsOf(db, learnerId),
      ]);
      return {
        learner: linkJson(learner),
        attendance: attendance.map((row) => ({
          batch_id: row.batchId,
          batch_name: row.batchName,
          course_title: row.courseTitle,
          classes: row.classes,
          attended: row.attended,
        })),
        streak: {
          current_days: streak.current,
          longest_days: streak.longest,
          today_active: streak.todayActive,
          week_minutes: streak.weekMinutes,
          weekly_goal_minutes: streak.goalMinutes,
        },
        exams: exams.map((row) => ({
          exam_id: row.examId,
          title: row.title,
          batch_name: row.batchName,
          score: row.status === 'graded' ? row.score : null,
          total_marks: row.totalMarks,
          passed: row.status === 'graded' ? row.passed : null,
          submitted_at: row.submittedAt?.toISOString() ?? null,
        })),
        practices,
        hifz,
        payments: payments.map(({ purchase, courseTitle, batchName }) => ({
          id: purchase.id,
          item: `${courseTitle} — ${batchName}`,
          amount: purchase.amount,
          discount: purchase.discount,
          method: purchase.method,
          status: purchase.status,
          created_at: purchase.createdAt.toISOString(),
          paid_at: purchase.completedAt?.toISOString() ?? null,
        })),
      };
    },

    settings: (guardian: AuthUser) => settingsOf(guardian.id),

    async setSettings(guardian: AuthUser, on: boolean) {
      await repo.setWeeklySummary(db, guardian.id, on, clock.now());
      return settingsOf(guardian.id);
    },

    /**
     * The weekly summaries (the `guardians.summary` job, every minute on one host): from Friday 18:00 (Asia/
     * Dhaka), for two days, each guardian with the summary on and none for that week gets one — an SMS to
     * their phone (never in the quiet hours: a run after them sends it), else an e-mail — with a line per
     * learner they follow. Taken once (a row per guardian and week) in the transaction that queues it.
     */
    async sendWeeklySummaries(): Promise<number> {
      const now = clock.now();
      // the week whose moment passed last: this one from Friday 18:00, else the one before, for two days more
      const current = weekAround(now);
      const week = now >= current.moment ? current : weekAround(new Date(current.start.getTime() - 1));
      if (now < week.moment || now.getTime() - week.moment.getTime() > CATCH_UP_MS) return 0;
      const quiet = inQuietHours(now, quietHours);
      const due = await repo.guardiansDue(db, week.from, SUMMARY_BATCH);
      let sent = 0;
      for (const guardian of due) {
        const channel = guardian.phone ? 'sms' : guardian.email ? 'email' : null;
        if (channel === 'sms' && quiet) continue;
        const followedBy = await repo.learnersOf(db, guardian.id);
        const weeks: GuardianWeek[] = await Promise.all(
          followedBy.map(async (learner) => ({
            name: learner.name,
            ...(await repo.weekOf(db, learner.id, week)),
          })),
        );
        const link = `${siteOrigin}/guardian`;
        await db.transaction(async (tx) => {
          if (
            !(await repo.claimSummary(tx, { guardianId: guardian.id, week: week.from, channel, sentAt: now }))
          )
            return;
          if (channel === 'sms' && guardian.phone) {
            await notifier.send(
              {
                channel: 'sms',
                recipient: guardian.phone,
                subject: 'তিলাওয়াত সাপ্তাহিক',
                body: guardianSummarySms(weeks, smsLink(link)),
              },
              { tx },
            );
          } else if (channel === 'email' && guardian.email) {
            const email = guardianSummaryEmail(guardian.name, weeks, link);
            await notifier.send({ channel: 'email', recipient: guardian.email, ...email }, { tx });
          }
          sent += 1;
        });
      }
      return sent;
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
