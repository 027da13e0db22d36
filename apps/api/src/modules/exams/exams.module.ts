import type { CompletionStep } from '../../core/completion';
import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import type { ExamRecitations } from './exam-recitations';
import { examsAdminHandlers } from './exams.admin.handlers';
import { createExamsAdmin } from './exams.admin.service';
import { examsHandlers } from './exams.handlers';
import { createExamsService } from './exams.service';

/**
 * Exams of a batch. Exams and recitation practice meet in one interface (exam-recitations.ts): this area
 * asks the practice area for an attempt's recitation practices (`recitations`), and is told when one is
 * reviewed (`services.recitationReviewed`).
 */
export const examsModule = defineModule({
  name: 'exams',
  create({
    db,
    clock,
    audit,
    catalogue,
    rewards,
    recitations,
    onCompleted,
  }: Infra & {
    audit: AuditRecorder;
    catalogue: CatalogueAdmin;
    rewards: Parameters<typeof createExamsService>[0]['rewards'];
    recitations: ExamRecitations;
    /** Told of an exam passed: the batch's certificate is checked (issue 40). */
    onCompleted: CompletionStep;
  }) {
    const admin = createExamsAdmin({ db, clock, audit, catalogue, recitations, rewards, onCompleted });
    return {
      handlers: [
        examsHandlers(createExamsService({ db, clock, rewards, recitations, onCompleted })),
        examsAdminHandlers(admin),
      ],
      services: { recitationReviewed: admin.recitationReviewed },
    };
  },
});
