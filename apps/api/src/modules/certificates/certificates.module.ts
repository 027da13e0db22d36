import type { QueueDefinition } from '../../core/jobs';
import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { certificatesHandlers } from './certificates.handlers';
import {
  CERTIFICATE_BATCH_CHECK_QUEUE,
  CERTIFICATE_CHECK_QUEUE,
  type CertificatesService,
  createCertificatesService,
} from './certificates.service';

/** A check is a few queries and, when met, one PDF: quick to try again. */
const policy = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  backoff: true,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 120,
};

function checkQueues(certificates: CertificatesService) {
  const learner: QueueDefinition<{ userId: string; batchId: number }> = {
    name: CERTIFICATE_CHECK_QUEUE,
    title: 'সনদের শর্ত যাচাই (একজন শিক্ষার্থী)',
    policy,
    async handle({ data }) {
      await certificates.check(data.userId, data.batchId);
    },
  };
  const batch: QueueDefinition<{ batchId: number }> = {
    name: CERTIFICATE_BATCH_CHECK_QUEUE,
    title: 'সনদের শর্ত যাচাই (পুরো ব্যাচ)',
    policy,
    async handle({ data }) {
      await certificates.checkBatch(data.batchId);
    },
  };
  return [learner, batch];
}

/**
 * Certificates (issue 40): completion rules, certificates issued by them (a job, exactly once) or by hand,
 * revoked, verified by anyone, and their PDFs. The areas where a learner completes something (exams, live
 * classes, practice) ask for a check through `requestCheck`, handed to them in src/areas.ts.
 */
export const certificatesModule = defineModule({
  name: 'certificates',
  create({ db, clock, storage, mediaSigner, jobs, env, audit }: Infra & { audit: AuditRecorder }) {
    const certificates = createCertificatesService({
      db,
      clock,
      storage,
      mediaSigner,
      jobs,
      audit,
      siteOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
    });
    return {
      handlers: [certificatesHandlers(certificates)],
      jobs: checkQueues(certificates),
      services: { requestCheck: certificates.requestCheck },
    };
  },
});
