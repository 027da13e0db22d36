// The console's side of memorisation (issue 41): a batch's targets and its learners' maps, setting a
// target, a learner's plans, and moving a learner's plan back or forward. A teacher reaches their own
// batches only (the practice area's one rule, `requireOwnBatch`); every write is audited.
import { ayahId, newHifzCard, spreadFirstReviews, uncoveredRuns, unitsOf } from '@tilawat/domain/hifz';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay, dhakaDayStart } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import * as enrollments from '../enrollments/enrollments.repository';
import { ownedBy, requireOwnBatch } from '../practice/practice.admin.access';
import { hifzCounts, nextAyah, targetJson, unitState } from './hifz.plan';
import * as repo from './hifz.repository';
import type { HifzService } from './hifz.service';
import { cardColumns } from './hifz.service';

type TargetPayload = AdminSchemas['HifzTargetPayload'];

/** A first hearing of units taken as memorised: in the middle of the day it falls on (Asia/Dhaka). */
const MIDDAY_MS = 6 * 60 * 60 * 1000;

export function createHifzAdmin({
  db,
  clock,
  audit,
  hifz,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  hifz: HifzService;
}) {
  /** The learner's plans in the actor's batches; a learner in none of them: 404. */
  async function learnerPlans(actor: AuthUser, learnerId: string) {
    const learner = await repo.learnerOf(db, learnerId);
    const targets = learner ? await repo.targetsOfLearner(db, learnerId, clock.now(), ownedBy(actor)) : [];
    if (!learner || targets.length === 0) throw new DomainError('HIFZ_LEARNER_NOT_FOUND');
    return { learner, plans: await hifz.plansOf(learnerId, ownedBy(actor)) };
  }

  return {
    /** A batch's targets and its learners with the target that applies to each and their map's counts. */
    async batch(actor: AuthUser, batchId: number) {
      const batch = await requireOwnBatch(db, actor, batchId);
      const now = clock.now();
      const [targets, learners] = await Promise.all([
        repo.targetsOfBatch(db, batchId),
        repo.batchLearners(db, batchId, now),
      ]);
      const units = await repo.unitsOfLearners(
        db,
        learners.map((learner) => learner.id),
      );
      const batchTarget = targets.find((row) => row.target.learnerId === null);
      return {
        batch_id: batch.id,
        batch_name: batch.name,
        targets: targets.map(targetJson),
        learners: learners.map((learner) => {
          const row = targets.find((t) => t.target.learnerId === learner.id) ?? batchTarget;
          return {
            learner: { id: learner.id, name: learner.name, phone: learner.phone },
            target_id: row?.target.id ?? null,
            counts: row
              ? hifzCounts(
                  row.target,
                  units.filter((unit) => unit.learnerId === learner.id),
                  now,
                )
              : null,
            waiting: learner.waiting,
          };
        }),
      };
    },

    /** Sets the batch's target, or one learner's; 400 beside a field that does not hold. */
    async setTarget(actor: AuthUser, body: TargetPayload) {
      const first = ayahId(body.first);
      if (first === null) throw new DomainError('HIFZ_RANGE', { field: 'first' });
      const last = ayahId(body.last);
      if (last === null || last < first) throw new DomainError('HIFZ_RANGE', { field: 'last' });
      if (body.daily_limit < body.daily_new)
        throw new DomainError('HIFZ_DAILY_LIMIT', { field: 'daily_limit' });
      const now = clock.now();
      const target = await db.transaction(async (tx) => {
        const batch = await requireOwnBatch(tx, actor, body.batch_id);
        if (body.learner_id && !(await enrollments.enrolledLearner(tx, batch.id, body.learner_id, now))) {
          throw new DomainError('HIFZ_LEARNER_NOT_FOUND');
        }
        const before = await repo.targetOf(tx, batch.id, body.learner_id ?? null);
        const row = await repo.upsertTarget(tx, {
          batchId: batch.id,
          learnerId: body.learner_id ?? null,
          firstAyah: first,
          lastAyah: last,
          dailyNew: body.daily_new,
          dailyLimit: body.daily_limit,
          unitAyahs: body.unit_ayahs,
          updatedBy: actor.id,
          updatedAt: now,
        });
        const record = (t: repo.TargetRow) => ({
          batch_id: t.batchId,
          learner_id: t.learnerId,
          first_ayah: t.firstAyah,
          last_ayah: t.lastAyah,
          daily_new: t.dailyNew,
          daily_limit: t.dailyLimit,
          unit_ayahs: t.unitAyahs,
        });
        await audit(tx, {
          actor,
          action: 'hifz.target',
          target: `hifz-target:${row.id}`,
          before: before ? record(before) : null,
          after: record(row),
        });
        return { target: row, batchName: batch.name, teacherId: batch.teacherId };
      });
      return targetJson(target);
    },

    learner: learnerPlans,

    /**
     * Moves the learner's new ayahs back (they are given again; the ones given are due again now) or
     * forward (the ayahs passed over are taken as memorised, first heard a day's share at a time), within
     * the target. Nothing to move: 409 `HIFZ_SHIFT_NONE`.
     */
    async shift(actor: AuthUser, learnerId: string, body: AdminSchemas['HifzShiftPayload']) {
      if (body.ayahs === 0) throw new DomainError('HIFZ_SHIFT_NONE', { field: 'ayahs' });
      const now = clock.now();
      await db.transaction(async (tx) => {
        const targets = await repo.targetsOfLearner(tx, learnerId, now, ownedBy(actor));
        const row = targets.find((t) => t.target.id === body.target_id);
        if (!row) throw new DomainError('HIFZ_TARGET_NOT_FOUND');
        const { target } = row;
        const plan = await repo.planOf(tx, learnerId, target.id, true);
        const given = await repo.unitsIn(tx, learnerId, target.firstAyah, target.lastAyah);
        const from = nextAyah(target, plan?.nextAyah, given) ?? target.lastAyah + 1;
        const to = Math.min(target.lastAyah + 1, Math.max(target.firstAyah, from + body.ayahs));
        if (to === from) throw new DomainError('HIFZ_SHIFT_NONE');
        if (to < from) {
          const again = await repo.unitsIn(tx, learnerId, to, from - 1);
          await repo.touchUnits(
            tx,
            again.map((unit) => unit.id),
            { due: now, updatedAt: now },
          );
        } else {
          const known = await repo.unitsIn(tx, learnerId, from, to - 1);
          const grouped = uncoveredRuns(from, to - 1, known.map(unitState)).flatMap((run) =>
            unitsOf(run.first, run.last, target.unitAyahs),
          );
          const days = spreadFirstReviews(grouped.length, target.dailyLimit - target.dailyNew, dhakaDay(now));
          await repo.insertUnits(
            tx,
            grouped.map((unit, i) => ({
              learnerId,
              firstAyah: unit.first,
              lastAyah: unit.last,
              introducedOn: null,
              ...cardColumns({
                ...newHifzCard(now),
                due: new Date(dhakaDayStart(days[i] as string).getTime() + MIDDAY_MS),
              }),
              lastRating: null,
              updatedAt: now,
            })),
          );
        }
        await repo.setPlan(tx, learnerId, target.id, to, now);
        await audit(tx, {
          actor,
          action: 'hifz.shift',
          target: `hifz-target:${target.id}`,
          before: { learner_id: learnerId, next_ayah: from },
          after: { learner_id: learnerId, next_ayah: to, ayahs: body.ayahs },
        });
      });
      return learnerPlans(actor, learnerId);
    },
  };
}

export type HifzAdmin = ReturnType<typeof createHifzAdmin>;
