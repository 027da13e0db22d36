import type { AdminSchemas } from '@tilawat/sdk/admin';
import { DomainError } from '../../core/errors';
import type { ContractHandlers } from '../../core/handlers';
import type { JobSummary } from '../../core/jobs';
import { jobReference } from './job-reference';
import type { JobsAdmin } from './jobs.admin.service';

type FailedJob = AdminSchemas['FailedJob'];
type QueueName = AdminSchemas['JobQueueName'];

/** A worker's error as one line of text the contract takes: no control character, no lone surrogate. */
export function errorText(error: string | null): string | null {
  if (error === null) return null;
  return (
    error
      .replace(/\p{Cc}/gu, ' ')
      // with the u flag a pair is one code point: only a lone surrogate matches
      .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
      .trim()
  );
}

/** A date-time of the query as a Date: one the contract takes but a Date cannot hold (23:59:60) is refused. */
function momentOf(value: string, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new DomainError('MOMENT_UNREADABLE', { field });
  return at;
}

/** A failed job as the console's contract writes it: a reference to its record, never its data. */
function failedJobJson(job: JobSummary): FailedJob {
  // pg-boss stamps a failed job's end; its creation stands in should a row lack it
  const endedAt = job.endedAt ?? job.createdAt;
  return {
    id: job.id,
    queue: job.queue as QueueName,
    title: job.title,
    about: jobReference(job.data),
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    error: errorText(job.error) || null,
    created_at: job.createdAt.toISOString(),
    ended_at: endedAt.toISOString(),
    kept_until: (job.keptUntil ?? endedAt).toISOString(),
  };
}

/** The background jobs that failed for good (admins, from the contract's x-roles). */
export function jobsAdminHandlers(jobs: JobsAdmin): ContractHandlers {
  return {
    admin: {
      adminListJobQueues: async () => ({
        data: jobs.queues().map(({ name, title }) => ({ name: name as QueueName, title })),
      }),
      adminListFailedJobs: async ({ query }) => {
        const page = await jobs.failed({
          queue: query.queue,
          before: query.before ? momentOf(query.before, 'before') : undefined,
          limit: query.limit ?? 50,
        });
        return {
          data: {
            items: page.items.map(failedJobJson),
            next_before: page.nextBefore?.toISOString() ?? null,
          },
        };
      },
      adminRetryJob: async ({ params, user }) => {
        await jobs.retry(user, params.id);
        return { data: { id: params.id } };
      },
    },
  };
}
