import type { ContractHandlers } from '../../core/handlers';
import type { GuardiansService } from './guardians.service';

/** Guardians (issue 41): the learner's codes and guardians, the guardian's learners and settings, the school's side. */
export function guardiansHandlers(guardians: GuardiansService): ContractHandlers {
  return {
    v3: {
      v3CreateGuardianCode: async ({ user }) => ({ data: await guardians.makeCode(user) }),
      v3ListGuardians: async ({ user }) => ({ data: await guardians.guardians(user) }),
      v3RemoveGuardian: async ({ params, user }) => ({
        data: await guardians.removeGuardian(user, params.id),
      }),
      v3PairGuardian: async ({ body, user, request }) => ({
        data: await guardians.pair(user, body.code, request.ip),
      }),
      v3ListFollowedLearners: async ({ user }) => ({ data: await guardians.learners(user) }),
      v3GetFollowedLearner: async ({ params, user }) => ({ data: await guardians.view(user, params.id) }),
      v3GetGuardianSettings: async ({ user }) => ({ data: await guardians.settings(user) }),
      v3SetGuardianSettings: async ({ body, user }) => ({
        data: await guardians.setSettings(user, body.weekly_summary),
      }),
    },
    admin: {
      adminCreateGuardianCode: async ({ params, user }) => ({
        data: await guardians.makeCodeFor(user, params.id),
      }),
      adminListGuardians: async ({ params }) => ({ data: await guardians.guardiansFor(params.id) }),
      adminRemoveGuardian: async ({ params, user }) => ({
        data: await guardians.removeGuardianFor(user, params.id, params.guardian),
      }),
    },
  };
}
