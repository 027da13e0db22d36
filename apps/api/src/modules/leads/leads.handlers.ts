import type { ContractHandlers } from '../../core/handlers';
import { msg } from '../../core/messages';
import type { LeadsService } from './leads.service';

/** "Call me back" requests (v3): 201 with a Bengali thank-you, the same for a repeat the same day. */
export function leadsHandlers(leads: LeadsService): ContractHandlers {
  return {
    v3: {
      v3CreateLead: async ({ body }) => {
        await leads.request(body);
        return { data: { msg: msg.leadThanks } };
      },
    },
  };
}
