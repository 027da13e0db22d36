import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditRecorder } from '../audit/audit.service';
import { enrollmentsAdminHandlers } from './enrollments.admin.handlers';
import { createEnrollmentsAdmin } from './enrollments.admin.service';
import type { CheckoutPurchases } from './purchases';

export const enrollmentsModule = defineModule({
  name: 'enrollments',
  create({
    db,
    clock,
    audit,
    sessions,
    purchases,
  }: Infra & {
    audit: AuditRecorder;
    sessions: Pick<AccountsService, 'sessionsOf' | 'endAllSessions'>;
    purchases: CheckoutPurchases;
  }) {
    const admin = createEnrollmentsAdmin({ db, clock, audit, sessions, purchases });
    return { handlers: [enrollmentsAdminHandlers(admin)], services: {} };
  },
});
