import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { personJson } from '../accounts/accounts.json';
import type { AuditService } from './audit.service';

/** The console's audit log (admins only, from the contract's x-roles). */
export function auditHandlers(audit: AuditService): ContractHandlers {
  return {
    admin: {
      adminListAudit: async ({ query }) => ({
        data: mapPage(
          await audit.page({ action: query.action, target: query.target }, query),
          ({ entry, actor }) => ({
            id: entry.id,
            actor: personJson(actor),
            action: entry.action,
            target: entry.target,
            before: entry.before,
            after: entry.after,
            at: entry.at.toISOString(),
          }),
        ),
      }),
    },
  };
}
