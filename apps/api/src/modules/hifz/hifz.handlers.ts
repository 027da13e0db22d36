import type { ContractHandlers } from '../../core/handlers';
import type { HifzAdmin } from './hifz.admin.service';
import type { HifzService } from './hifz.service';

/** Memorisation (issue 41): the learner's day, and the console's targets, maps and shifts. */
export function hifzHandlers(hifz: HifzService, admin: HifzAdmin): ContractHandlers {
  return {
    v3: {
      v3GetHifzDay: async ({ user }) => ({ data: { plans: await hifz.day(user) } }),
      v3StartHifzRecitation: async ({ body, user }) => ({
        data: { practice_id: await hifz.start(user, body) },
      }),
      v3RateHifzRevision: async ({ body, user }) => ({ data: { plans: await hifz.rate(user, body) } }),
    },
    admin: {
      adminGetHifzBatch: async ({ params, user }) => ({ data: await admin.batch(user, params.id) }),
      adminSetHifzTarget: async ({ body, user }) => ({ data: await admin.setTarget(user, body) }),
      adminGetHifzLearner: async ({ params, user }) => ({ data: await admin.learner(user, params.id) }),
      adminShiftHifzPlan: async ({ params, body, user }) => ({
        data: await admin.shift(user, params.id, body),
      }),
    },
  };
}
