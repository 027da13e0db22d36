// @tilawat/domain/hifz — memorisation (issue 41): the mushaf's order and divisions (quran-meta), the
// rating a teacher's marks give a unit, FSRS's schedule (ts-fsrs) and the plan of a day. Pure rules that
// the api and the web both read; apart from `@tilawat/domain/rules` so that a page that plans nothing
// loads neither data package.

export { hifzRatingWords, hifzStateWords, hifzTierWords } from '../copy/hifz';
export type { QuranPoint } from './mushaf';
export {
  AYAH_COUNT,
  ayahId,
  JUZ_COUNT,
  juzRange,
  pointOf,
  SURAH_COUNT,
  splitBySurah,
  surahEnd,
  surahLength,
  wholeJuz,
} from './mushaf';
export type { HifzAyahState, HifzDayItem, HifzTargetRule, HifzTier, HifzUnitState } from './plan';
export {
  hifzMap,
  planHifzDay,
  SABQI_DAYS,
  spreadFirstReviews,
  uncoveredRuns,
  unitState,
  unitsOf,
} from './plan';
export type { HifzMark, HifzRating, HifzRatingSource } from './rating';
export { AGAIN_POINTS, HARD_POINTS, hifzRating, markPoints } from './rating';
export type { HifzCard } from './schedule';
export { newHifzCard, reviewHifzCard, SELF_RATING_WEIGHT } from './schedule';
