import { type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';

/**
 * The memorisation page's reads and writes (issue 41), one definition for the server
 * (`serverLearnerRead`) and the browser (`useRead`, the tab's session).
 */

export type HifzPlan = V3Schemas['HifzPlan'];
export type HifzItem = V3Schemas['HifzItem'];

export const hifzPath = '/hifz';

/** `GET /api/v3/hifz`: the learner's plans, one per target. */
export const readHifzDay = async (api: Tilawat) => (await unwrap(api.v3.GET('/hifz', {}))).plans;

/** The body that names one of today's items. */
export const itemBody = (plan: HifzPlan, item: HifzItem) => ({
  target_id: plan.target.id,
  tier: item.tier,
  surah: item.surah,
  ayah_from: item.ayah_from,
  ayah_to: item.ayah_to,
});

/** `POST /api/v3/hifz/recitations`: the practice the item is recorded on (made once). */
export const startHifzRecitation = async (api: Tilawat, plan: HifzPlan, item: HifzItem) =>
  (await unwrap(api.v3.POST('/hifz/recitations', { body: itemBody(plan, item) }))).practice_id;

/** `POST /api/v3/hifz/self-ratings`: the learner's own rating of a revision; answers the plans. */
export const rateHifzRevision = async (
  api: Tilawat,
  plan: HifzPlan,
  item: HifzItem,
  rating: V3Schemas['HifzRating'],
) => (await unwrap(api.v3.POST('/hifz/self-ratings', { body: { ...itemBody(plan, item), rating } }))).plans;
