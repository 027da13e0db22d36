// Spaced repetition of memorised units (issue 41) by FSRS, with ts-fsrs (MIT) — no hand-written interval
// table. A unit's card is what FSRS keeps of it; a review moves it by a rating. Whole days only (no
// short-term learning steps): a unit is revised at most once a day, and its due day is a calendar day.
import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type State } from 'ts-fsrs';
import type { HifzRating, HifzRatingSource } from './rating';

/** What FSRS keeps of a unit (the api stores it column by column). */
export interface HifzCard {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

/** A self-rating counts this much of a teacher's: half the interval and half the gain in stability. */
export const SELF_RATING_WEIGHT = 0.5;

/** FSRS's defaults (90 % retention); no fuzz, so that a plan is the same on every host; at most a year between reviews. */
const scheduler = fsrs(
  generatorParameters({
    enable_fuzz: false,
    enable_short_term: false,
    request_retention: 0.9,
    maximum_interval: 365,
  }),
);

const grades: Record<HifzRating, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const DAY_MS = 86_400_000;

/** A unit just given, never reviewed: due at once. */
export function newHifzCard(at: Date): HifzCard {
  return fromFsrs(createEmptyCard(at), null);
}

function toFsrs(card: HifzCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

function fromFsrs(card: Card, lastReview: Date | null): HifzCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview,
  };
}

/**
 * The card after a review at `at`. A teacher's rating is FSRS's step as it is. A learner's own weighs
 * less (`SELF_RATING_WEIGHT`): `easy` counts as `good`, and the stability gained and the days until the
 * next review are half of what FSRS gives (at least a day) — a learner who thinks they know a unit sees
 * it again sooner than one a teacher heard.
 */
export function reviewHifzCard(
  card: HifzCard,
  rating: HifzRating,
  at: Date,
  source: HifzRatingSource,
): HifzCard {
  const grade = source === 'self' && rating === 'easy' ? grades.good : grades[rating];
  const next = fromFsrs(scheduler.next(toFsrs(card), at, grade).card, at);
  if (source === 'teacher') return next;
  const scheduledDays = Math.max(1, Math.round(next.scheduledDays * SELF_RATING_WEIGHT));
  return {
    ...next,
    stability: card.stability + (next.stability - card.stability) * SELF_RATING_WEIGHT,
    scheduledDays,
    due: new Date(at.getTime() + scheduledDays * DAY_MS),
  };
}
