import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { RecordingJson } from '../learning/learning.json';
import { coursePagesHandlers } from './course-pages.handlers';
import { createCoursePagesService } from './course-pages.service';

export const coursePagesModule = defineModule({
  name: 'course-pages',
  create({ db, clock, recordingJson }: Infra & { recordingJson: RecordingJson }) {
    return {
      handlers: [coursePagesHandlers(createCoursePagesService({ db, clock }), { recordingJson })],
      services: {},
    };
  },
});
