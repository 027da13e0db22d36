import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { auditHandlers } from './audit.handlers';
import { createAuditService } from './audit.service';

/** The console's audit log: every area's operator writes are recorded through `services.record`. */
export const auditModule = defineModule({
  name: 'audit',
  create({ db, clock }: Infra) {
    const audit = createAuditService({ db, clock });
    return { handlers: [auditHandlers(audit)], services: audit };
  },
});
