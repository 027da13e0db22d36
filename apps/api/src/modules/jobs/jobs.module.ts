import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { jobsAdminHandlers } from './jobs.admin.handlers';
import { createJobsAdmin } from './jobs.admin.service';

/**
 * The console's background jobs (issue 37): those that failed for good, read from the job engine's
 * operator interface, and tried again with an audit entry. No tables of its own: the engine keeps the jobs.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  create({ db, engine, audit }: Pick<Infra, 'db' | 'engine'> & { audit: AuditRecorder }) {
    return { handlers: [jobsAdminHandlers(createJobsAdmin({ db, engine, audit }))], services: {} };
  },
});
