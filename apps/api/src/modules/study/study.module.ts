import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { studyHandlers } from './study.handlers';
import { createStudyService } from './study.service';

/** A learner's days of study, streaks and weekly goal (issue 40). */
export const studyModule = defineModule({
  name: 'study',
  create({ db, clock }: Infra) {
    const study = createStudyService({ db, clock });
    // a guardian's view of a learner reads their streak (issue 41)
    return { handlers: [studyHandlers(study)], services: { streakOf: study.streakOf } };
  },
});
