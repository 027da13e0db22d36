import { defineModule } from '../../core/module';
import type { ScheduleChanged } from '../../core/reminder-steps';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { orientationAdminHandlers } from './orientation.admin.handlers';
import { createOrientationAdmin } from './orientation.admin.service';
import { orientationHandlers } from './orientation.handlers';
import { createOrientationService } from './orientation.service';

export const orientationModule = defineModule({
  name: 'orientation',
  create({
    db,
    clock,
    notifier,
    audit,
    onScheduled,
  }: Infra & {
    audit: AuditRecorder /** Told of a webinar made, moved or booked (issue 40). */;
    onScheduled: ScheduleChanged;
  }) {
    return {
      handlers: [
        orientationHandlers(createOrientationService({ db, clock, notifier, onScheduled })),
        orientationAdminHandlers(createOrientationAdmin({ db, audit, onScheduled })),
      ],
      services: {},
    };
  },
});
