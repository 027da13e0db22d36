import { msg } from '../../copy/messages';
import type { ContractHandlers } from '../../core/handlers';
import type { ActivityService } from './activity.service';

/** Usage events (v2): accepted, 202. */
export function activityHandlers(activity: ActivityService): ContractHandlers {
  return {
    v2: {
      v2RecordActivity: async ({ body, user }) => {
        await activity.record(user, body);
        return { msg: msg.activityThanks };
      },
    },
  };
}
