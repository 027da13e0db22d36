import type { ContractHandlers } from '../../core/handlers';
import type { VitalsAdmin } from './vitals.admin.service';

/** The console's field data (admins, from the contract's x-roles). */
export function vitalsAdminHandlers(vitals: VitalsAdmin): ContractHandlers {
  return {
    admin: {
      adminVitalsReport: async ({ query }) => {
        const report = await vitals.report(query.days ?? 7);
        return {
          data: {
            ...report,
            items: report.items.map(({ route, name, p75, count }) => ({ route, metric: name, p75, count })),
          },
        };
      },
    },
  };
}
