import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { RecordingJson } from '../learning/learning.json';
import { catalogueAdminHandlers } from './catalogue.admin.handlers';
import { createCatalogueAdmin } from './catalogue.admin.service';
import { catalogueHandlers } from './catalogue.handlers';
import { createCatalogueService } from './catalogue.service';

export const catalogueModule = defineModule({
  name: 'catalogue',
  create({
    db,
    clock,
    audit,
    recordingJson,
  }: Infra & { audit: AuditRecorder; recordingJson: RecordingJson }) {
    const admin = createCatalogueAdmin({ db, clock, audit });
    return {
      handlers: [
        catalogueHandlers(createCatalogueService({ db, clock }), { recordingJson }),
        catalogueAdminHandlers(admin),
      ],
      // learning and exams check an operator's hold on a batch through it
      services: admin,
    };
  },
});
