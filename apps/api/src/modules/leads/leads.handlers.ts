import type { AdminSchemas } from '@tilawat/sdk/admin';
import { msg } from '../../copy/messages';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import type { LeadRow } from './leads.repository';
import type { LeadsService } from './leads.service';

/** A request as the console's contract writes it (AdminLead). */
function adminLeadJson({
  lead,
  course,
}: {
  lead: LeadRow;
  course: { id: number; title: string } | null;
}): AdminSchemas['AdminLead'] {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    course: course?.id ? course : null,
    preferred_time: lead.preferredTime,
    message: lead.message,
    status: lead.status,
    note: lead.note,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt?.toISOString() ?? null,
  };
}

/** "Call me back" requests (v3): 201 with a Bengali thank-you, the same for a repeat the same day. */
export function leadsHandlers(leads: LeadsService): ContractHandlers {
  return {
    v3: {
      v3CreateLead: async ({ body }) => {
        await leads.request(body);
        return { data: { msg: msg.leadThanks } };
      },
    },
    // the console (issue 19): admins only, from the contract's x-roles
    admin: {
      adminListLeads: async ({ query }) => ({
        data: mapPage(await leads.list({ status: query.status }, query), adminLeadJson),
      }),
      adminUpdateLead: async ({ params, body, user }) => ({
        data: adminLeadJson(await leads.update(user, params.id, body)),
      }),
    },
  };
}
