import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { dashboardAdminHandlers } from './dashboard.admin.handlers';
import { createDashboardAdmin } from './dashboard.admin.service';

/** The console's "today" (issue 19): read from the other areas' repositories, no tables of its own. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  create({ db, clock }: Infra) {
    return { handlers: [dashboardAdminHandlers(createDashboardAdmin({ db, clock }))], services: {} };
  },
});
