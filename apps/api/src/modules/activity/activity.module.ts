import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { activityHandlers } from './activity.handlers';
import { createActivityService } from './activity.service';

export const activityModule = defineModule({
  name: 'activity',
  create({ db, clock, counters }: Infra) {
    return { handlers: [activityHandlers(createActivityService({ db, clock, counters }))], services: {} };
  },
});
