import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { auditHandlers } from './audit.handlers';
import { createAuditService } from './audit.service';
import { auditCleanup } from './audit-cleanup';

/** The console's audit log: every area's operator writes are recorded through `services.record`. */
export const auditModule = defineModule({
  name: 'audit',
  create({ db, clock, log }: Infra) {
    const audit = createAuditService({ db, clock });
    return { handlers: [auditHandlers(audit)], jobs: [auditCleanup({ db, clock, log })], services: audit };
  },
});
