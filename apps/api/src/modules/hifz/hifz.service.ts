// A learner's day of memorisation (issue 41, decision 0030): the plans of their targets, starting one of
// today's recitations (a practice of the practice area, reviewed in the teacher's queue), rating a revision
// themselves, and — told by the practice area's review — a teacher's rating of every unit a recitation
// covered.
import {
  ayahId,
  type HifzCard,
  type HifzRating,
  type HifzTier,
  hifzRating,
  newHifzCard,
  pointOf,
  reviewHifzCard,
  uncoveredRuns,
  unitsOf,
} from '@tilawat/domain/hifz';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay, dhakaDayEnd, dhakaDayStart } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { HifzRecited } from '../../core/hifz-steps';
import type { Db, Tx } from '../../db/client';
import { openHifzPractice } from '../practice/hifz-practices';
import { planJson, todayItems, unitState } from './hifz.plan';
import type { TargetWithBatch, UnitRow } from './hifz.repository';
import * as repo from './hifz.repository';

/** A unit's FSRS card as stored. */
export const cardOf = (unit: UnitRow): HifzCard => ({
  due: unit.due,
  stability: unit.stability,
  difficulty: unit.difficulty,
  scheduledDays: unit.scheduledDays,
  reps: unit.reps,
  lapses: unit.lapses,
  state: unit.state,
  lastReview: unit.lastReview,
});

/** A card as the unit's columns. */
export const cardColumns = (card: HifzCard) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduledDays,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview,
});

/** One of today's items as a request names it. */
interface ItemFields {
  target_id: number;
  tier: HifzTier;
  surah: number;
  ayah_from: number;
  ayah_to: number;
}

/** The item's ayahs as places in the mushaf; a range outside the surah or backwards: 400 beside the field. */
function itemRange(body: ItemFields) {
  const first = ayahId({ surah: body.surah, ayah: body.ayah_from });
  if (first === null) throw new DomainError('HIFZ_RANGE', { field: 'ayah_from' });
  const last = ayahId({ surah: body.surah, ayah: body.ayah_to });
  if (last === null || last < first) throw new DomainError('HIFZ_RANGE', { field: 'ayah_to' });
  return { first, last };
}

export function createHifzService({ db, clock }: { db: Db; clock: Clock }) {
  /** A target that applies to the learner now; any other: 404. */
  async function ownTarget(conn: Db | Tx, learner: AuthUser, targetId: number): Promise<TargetWithBatch> {
    const targets = await repo.targetsOfLearner(conn, learner.id, clock.now());
    const found = targets.find((row) => row.target.id === targetId);
    if (!found) throw new DomainError('HIFZ_TARGET_NOT_FOUND');
    return found;
  }

  /**
   * One of today's items of a target of the learner's, read under a lock on the learner's place in the plan
   * (one start or rating at a time per learner and target); not on today's list: 409 `HIFZ_NOT_TODAY`.
   * `claim` keeps it on today's list (the recitation row, made once).
   */
  async function todaysItem(
    tx: Tx,
    learner: AuthUser,
    body: ItemFields,
    { first, last }: { first: number; last: number },
    now: Date,
  ) {
    const { target } = await ownTarget(tx, learner, body.target_id);
    await repo.planOf(tx, learner.id, target.id, true);
    const day = await todayItems(tx, learner.id, target, now);
    const item = day.items.find((i) => i.tier === body.tier && i.first === first && i.last === last);
    if (!item) throw new DomainError('HIFZ_NOT_TODAY');
    const claim = () =>
      repo.claimRecitation(tx, {
        learnerId: learner.id,
        targetId: target.id,
        day: day.today,
        tier: item.tier,
        firstAyah: first,
        lastAyah: last,
        createdAt: now,
      });
    return { target, ...day, item, claim };
  }

  async function day(learnerId: string, teacherId?: string) {
    const now = clock.now();
    const targets = await repo.targetsOfLearner(db, learnerId, now, teacherId);
    return Promise.all(targets.map((row) => planJson(db, learnerId, row, now)));
  }

  /** Gives the sabaq's ayahs: units made for the ones not memorised yet, the others given again today. */
  async function giveSabaq(
    tx: Tx,
    learnerId: string,
    target: repo.TargetRow,
    first: number,
    last: number,
    now: Date,
  ) {
    const today = dhakaDay(now);
    const existing = await repo.unitsIn(tx, learnerId, first, last);
    await repo.touchUnits(
      tx,
      existing.map((unit) => unit.id),
      { introducedOn: today, updatedAt: now },
    );
    const fresh = uncoveredRuns(first, last, existing.map(unitState));
    const card = newHifzCard(now);
    await repo.insertUnits(
      tx,
      fresh
        .flatMap((run) => unitsOf(run.first, run.last, target.unitAyahs))
        .map((unit) => ({
          learnerId,
          firstAyah: unit.first,
          lastAyah: unit.last,
          introducedOn: today,
          ...cardColumns(card),
          lastRating: null,
          updatedAt: now,
        })),
    );
    await repo.setPlan(tx, learnerId, target.id, last + 1, now);
  }

  /** The review of a recitation of the day: every unit it covered rated from its marks and verdicts. */
  const recited: HifzRecited = async (tx, review) => {
    const recitation = await repo.recitationOfAssignment(tx, review.assignmentId);
    if (!recitation) return;
    const units = await repo.unitsIn(tx, review.learnerId, recitation.firstAyah, recitation.lastAyah);
    const previous = await repo.lastTeacherRatings(
      tx,
      units.map((unit) => unit.id),
    );
    const byAyah = new Map(
      review.ayahs.map((ayah) => [ayahId({ surah: review.surah, ayah: ayah.ayah }), ayah]),
    );
    const reviews = [];
    for (const unit of units) {
      const heard = [];
      for (let at = unit.firstAyah; at <= unit.lastAyah; at++) {
        const ayah = byAyah.get(at);
        if (ayah) heard.push(ayah);
      }
      if (heard.length === 0) continue;
      const rating = hifzRating({
        marks: heard.flatMap((ayah) => ayah.marks),
        verdicts: heard.map((ayah) => ayah.verdict),
        previous: previous.get(unit.id) ?? null,
      });
      const card = reviewHifzCard(cardOf(unit), rating, review.at, 'teacher');
      await repo.updateUnit(tx, unit.id, { ...cardColumns(card), lastRating: rating, updatedAt: review.at });
      reviews.push({
        unitId: unit.id,
        source: 'teacher' as const,
        rating,
        practiceId: review.practiceId,
        round: review.round,
        reviewedBy: review.reviewer.id,
        reviewedAt: review.at,
      });
    }
    await repo.insertReviews(tx, reviews);
  };

  return {
    /** The learner's plans: one per target that applies to them. */
    day: (learner: AuthUser) => day(learner.id),

    /** The plans of a learner as their teacher sees them (a teacher: only their batches' targets). */
    plansOf: day,

    recited,

    /**
     * Starts one of today's items: its practice made (or the one made before answered). The sabaq also
     * gives its ayahs and moves the plan on after them. Not today's: 409 `HIFZ_NOT_TODAY`.
     */
    async start(learner: AuthUser, body: ItemFields): Promise<number> {
      const { first, last } = itemRange(body);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { target, today, item, claim } = await todaysItem(tx, learner, body, { first, last }, now);
        const recitation = await claim();
        if (recitation.assignmentId !== null) return recitation.assignmentId;
        const point = pointOf(first);
        const assignmentId = await openHifzPractice(tx, {
          batchId: target.batchId,
          learnerId: learner.id,
          surah: point.surah,
          ayahFrom: point.ayah,
          ayahTo: pointOf(last).ayah,
          tier: item.tier,
          dueAt: dhakaDayEnd(today),
          at: now,
        });
        await repo.updateRecitation(tx, recitation.id, { assignmentId });
        if (item.tier === 'sabaq') await giveSabaq(tx, learner.id, target, first, last, now);
        return assignmentId;
      });
    },

    /**
     * The learner's own rating of one of today's sabqi or manzil items: kept apart (source `self`) and
     * weighing half (`reviewHifzCard`). Once per item a day; not after a teacher rated its units today.
     */
    async rate(learner: AuthUser, body: ItemFields & { rating: HifzRating }) {
      const { first, last } = itemRange(body);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { today, item, recitations, claim } = await todaysItem(tx, learner, body, { first, last }, now);
        if (item.tier === 'sabaq') throw new DomainError('HIFZ_NOT_TODAY');
        const units = await repo.unitsIn(tx, learner.id, first, last);
        const before = recitations.find((r) => r.tier === item.tier && r.firstAyah === first);
        if (
          before?.selfRating ||
          (await repo.teacherRatedSince(
            tx,
            units.map((u) => u.id),
            dhakaDayStart(today),
          ))
        ) {
          throw new DomainError('HIFZ_ALREADY_RATED');
        }
        const recitation = await claim();
        await repo.updateRecitation(tx, recitation.id, { selfRating: body.rating });
        for (const unit of units) {
          const card = reviewHifzCard(cardOf(unit), body.rating, now, 'self');
          await repo.updateUnit(tx, unit.id, {
            ...cardColumns(card),
            lastRating: body.rating,
            updatedAt: now,
          });
        }
        await repo.insertReviews(
          tx,
          units.map((unit) => ({
            unitId: unit.id,
            source: 'self' as const,
            rating: body.rating,
            reviewedBy: learner.id,
            reviewedAt: now,
          })),
        );
      });
      return day(learner.id);
    },
  };
}

export type HifzService = ReturnType<typeof createHifzService>;
