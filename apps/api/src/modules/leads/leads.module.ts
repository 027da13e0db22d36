import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { leadsHandlers } from './leads.handlers';
import { createLeadsService } from './leads.service';

export const leadsModule = defineModule({
  name: 'leads',
  create({ db, clock, audit }: Infra & { audit: AuditRecorder }) {
    return { handlers: [leadsHandlers(createLeadsService({ db, clock, audit }))], services: {} };
  },
});
