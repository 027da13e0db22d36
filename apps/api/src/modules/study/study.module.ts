import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { studyHandlers } from './study.handlers';
import { createStudyService } from './study.service';

/** A learner's days of study, streaks and weekly goal (issue 40). */
export const studyModule = defineModule({
  name: 'study',
  create({ db, clock }: Infra) {
    return { handlers: [studyHandlers(createStudyService({ db, clock }))], services: {} };
  },
});
