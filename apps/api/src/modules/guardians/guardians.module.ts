import type { QueueDefinition } from '../../core/jobs';
import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import { practiceJsonWith } from '../practice/practice.json';
import { guardiansHandlers } from './guardians.handlers';
import { createGuardiansService, type GuardianAreas } from './guardians.service';

export const GUARDIAN_SUMMARY_QUEUE = 'guardians.summary';

/**
 * Guardians (issue 41, decision 0030): a guardian follows a learner by a pairing code, view only, and gets a
 * weekly summary. The top of the house: it reads what the areas below show a guardian, and no area imports it.
 */
export const guardiansModule = defineModule({
  name: 'guardians',
  create({
    db,
    clock,
    notifier,
    counters,
    env,
    mediaSigner,
    audit,
    streakOf,
    hifzPlansOf,
  }: Infra & { audit: AuditRecorder } & Omit<GuardianAreas, 'practiceJson'>) {
    const guardians = createGuardiansService({
      db,
      clock,
      audit,
      notifier,
      counters,
      areas: { streakOf, hifzPlansOf, practiceJson: practiceJsonWith({ mediaSigner }) },
      siteOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
      quietHours: env.SMS_QUIET_HOURS,
    });
    const summary: QueueDefinition = {
      name: GUARDIAN_SUMMARY_QUEUE,
      title: 'অভিভাবকের সাপ্তাহিক বার্তা',
      policy: {
        retryLimit: 5,
        retryDelaySeconds: 10,
        backoff: true,
        retryDelayMaxSeconds: 600,
        expireInSeconds: 300,
      },
      // every minute on one host: one query finds nobody due outside Friday evening; on Friday from 18:00 a
      // guardian's summary leaves within the minute, and one the quiet hours held back leaves when they end
      schedule: '* * * * *',
      async handle() {
        await guardians.sendWeeklySummaries();
      },
    };
    return { handlers: [guardiansHandlers(guardians)], jobs: [summary], services: {} };
  },
});
