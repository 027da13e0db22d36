import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditRecorder } from '../audit/audit.service';
import { enrollmentsAdminHandlers } from './enrollments.admin.handlers';
import { createEnrollmentsAdmin } from './enrollments.admin.service';

export const enrollmentsModule = defineModule({
  name: 'enrollments',
  create({
    db,
    clock,
    audit,
    sessions,
  }: Infra & { audit: AuditRecorder; sessions: Pick<AccountsService, 'sessionsOf' | 'endAllSessions'> }) {
    const admin = createEnrollmentsAdmin({ db, clock, audit, sessions });
    return { handlers: [enrollmentsAdminHandlers(admin)], services: {} };
  },
});
