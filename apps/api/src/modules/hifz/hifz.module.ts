import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { createHifzAdmin } from './hifz.admin.service';
import { hifzHandlers } from './hifz.handlers';
import { createHifzService } from './hifz.service';

/**
 * Memorisation (issue 41, decision 0030): a plan of sabaq, sabqi and manzil from a teacher's target, its
 * manzil scheduled by FSRS from the teacher's marks. Above the practice area: its recitations are practices,
 * and the practice area's review tells it (`services.recited`, handed in by src/areas.ts).
 */
export const hifzModule = defineModule({
  name: 'hifz',
  create({ db, clock, audit }: Infra & { audit: AuditRecorder }) {
    const hifz = createHifzService({ db, clock });
    const admin = createHifzAdmin({ db, clock, audit, hifz });
    return {
      handlers: [hifzHandlers(hifz, admin)],
      services: { recited: hifz.recited, plansOf: (learnerId: string) => hifz.plansOf(learnerId) },
    };
  },
});
