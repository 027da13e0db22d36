import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { vitalsAdminHandlers } from './vitals.admin.handlers';
import { createVitalsAdmin } from './vitals.admin.service';
import { vitalsHandlers } from './vitals.handlers';
import { createVitalsService } from './vitals.service';
import { vitalsCleanup } from './vitals-cleanup';

/**
 * Field data (issue 38): the Core Web Vitals learners' browsers send, kept anonymously for 35 days, and the
 * console's 75th percentiles by route. It stands on no other area.
 */
export const vitalsModule = defineModule({
  name: 'vitals',
  create({ db, clock, log }: Pick<Infra, 'db' | 'clock' | 'log'>) {
    return {
      handlers: [
        vitalsHandlers(createVitalsService({ db, clock })),
        vitalsAdminHandlers(createVitalsAdmin({ db, clock })),
      ],
      jobs: [vitalsCleanup({ db, clock, log })],
      services: {},
    };
  },
});
