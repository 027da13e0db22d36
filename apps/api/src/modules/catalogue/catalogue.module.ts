import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { catalogueAdminHandlers } from './catalogue.admin.handlers';
import { createCatalogueAdmin } from './catalogue.admin.service';
import type { SeatsTaken } from './seats';

export const catalogueModule = defineModule({
  name: 'catalogue',
  create({ db, clock, audit, seatsTaken }: Infra & { audit: AuditRecorder; seatsTaken: SeatsTaken }) {
    const admin = createCatalogueAdmin({ db, clock, audit, seatsTaken });
    return {
      handlers: [catalogueAdminHandlers(admin)],
      // learning and exams check an operator's hold on a batch through it
      services: admin,
    };
  },
});
