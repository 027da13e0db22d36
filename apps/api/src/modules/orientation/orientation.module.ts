import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { orientationAdminHandlers } from './orientation.admin.handlers';
import { createOrientationAdmin } from './orientation.admin.service';
import { orientationHandlers } from './orientation.handlers';
import { createOrientationService } from './orientation.service';

export const orientationModule = defineModule({
  name: 'orientation',
  create({ db, clock, notifier, audit }: Infra & { audit: AuditRecorder }) {
    return {
      handlers: [
        orientationHandlers(createOrientationService({ db, clock, notifier })),
        orientationAdminHandlers(createOrientationAdmin({ db, audit })),
      ],
      services: {},
    };
  },
});
