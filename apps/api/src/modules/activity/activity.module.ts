import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { activityHandlers } from './activity.handlers';
import { createActivityService } from './activity.service';
import { activityCleanup } from './activity-cleanup';

export const activityModule = defineModule({
  name: 'activity',
  create({ db, clock, counters, log }: Infra) {
    return {
      handlers: [activityHandlers(createActivityService({ db, clock, counters }))],
      jobs: [activityCleanup({ db, clock, log })],
      services: {},
    };
  },
});
