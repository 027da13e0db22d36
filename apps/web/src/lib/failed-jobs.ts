import { formatDigits } from '@tilawat/domain';
import type { AdminSchemas } from '@tilawat/sdk/admin';

/**
 * The console's failed background jobs (issue 37) as the page draws them, and how their list is read
 * page by page. The api pages them by moment — the next page is asked `before` the last answer's
 * `next_before` — while the browser's paged read (`useReadPages`) counts its pages with numbers: the
 * first page is 1, each next one the moment it starts before, in milliseconds.
 */

export type FailedJob = AdminSchemas['FailedJob'];
export type FailedJobPage = AdminSchemas['FailedJobPageResponse']['data'];
export type JobQueue = AdminSchemas['JobQueue'];
export type JobQueueName = AdminSchemas['JobQueueName'];

/** How many jobs a page of the list holds. */
export const FAILED_JOBS_PAGE = 50;
/** The paged read's number of the first page (no `before`). */
export const FIRST_PAGE = 1;

/** Tries made of those allowed, in Bengali digits: '৩/৫'. */
export function triesText(job: Pick<FailedJob, 'attempts' | 'max_attempts'>): string {
  return `${formatDigits(job.attempts)}/${formatDigits(job.max_attempts)}`;
}

/** The page after `last`: the moment it starts before (ms), or null when `last` was the last page. */
export function nextFailedJobsPage(last: Pick<FailedJobPage, 'next_before'>): number | null {
  if (!last.next_before) return null;
  const at = Date.parse(last.next_before);
  return Number.isNaN(at) ? null : at;
}

/** The query of page `page` (FIRST_PAGE, or a moment from `nextFailedJobsPage`) of `queue`'s jobs. */
export function failedJobsQuery(
  queue: JobQueueName | '',
  page: number,
): { limit: number; queue?: JobQueueName; before?: string } {
  return {
    limit: FAILED_JOBS_PAGE,
    ...(queue ? { queue } : {}),
    ...(page === FIRST_PAGE ? {} : { before: new Date(page).toISOString() }),
  };
}

/** The jobs of every page read so far, each once (a job retried between two reads is in neither). */
export function jobsOf(pages: readonly Pick<FailedJobPage, 'items'>[]): FailedJob[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((job) => {
      if (seen.has(job.id)) return false;
      seen.add(job.id);
      return true;
    });
}

/** A queue filter's value from a select: one of `queues`, else every queue (''). */
export function parseQueue(value: string, queues: readonly Pick<JobQueue, 'name'>[]): JobQueueName | '' {
  return queues.find((queue) => queue.name === value)?.name ?? '';
}
