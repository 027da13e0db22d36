// The console's side of background work (issue 37): the jobs that failed for good, and trying one again.
// The engine keeps them (infra/jobs/engine.ts); this area reads them through its operator interface
// (`JobAdmin`, core/jobs.ts) and records each retry in the audit log.
import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { JobAdmin, JobSummary } from '../../core/jobs';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';

/** One page of failed jobs, and the `before` of the next (null after the last). */
export interface FailedPage {
  items: JobSummary[];
  nextBefore: Date | null;
}

const endOf = (job: JobSummary) => (job.endedAt ?? job.createdAt).getTime();

/**
 * A page of `limit` jobs out of `rows`, the engine's answer for `limit + 1` (the latest given up first),
 * and where the next page starts. The engine pages by a moment (`before`: given up before it) in
 * milliseconds, while PostgreSQL keeps microseconds: when the job after the page was given up within the
 * page's last millisecond, the page leaves that millisecond's jobs to the next, which then starts just
 * after it and holds them all. Only when more than `limit` jobs were given up within one millisecond (a
 * host's time-outs failed at once) does the page keep them, the next starting before that millisecond
 * and the rest of it left out.
 */
export function failedPage(rows: JobSummary[], limit: number): FailedPage {
  const after = rows[limit];
  if (!after) return { items: rows, nextBefore: null };
  const page = rows.slice(0, limit);
  const edge = endOf(page[page.length - 1] as JobSummary);
  if (endOf(after) !== edge) return { items: page, nextBefore: new Date(edge) };
  const whole = page.filter((job) => endOf(job) !== edge);
  if (whole.length === 0) return { items: page, nextBefore: new Date(edge) };
  return { items: whole, nextBefore: new Date(edge + 1) };
}

export function createJobsAdmin({ db, engine, audit }: { db: Db; engine: JobAdmin; audit: AuditRecorder }) {
  return {
    /** The queues of background work, with their Bengali titles. */
    queues: () => engine.queues(),

    /** The jobs that failed for good, latest first: of `queue`, given up before `before`. */
    async failed(query: { queue?: string; before?: Date; limit: number }): Promise<FailedPage> {
      const rows = await engine.failed({ ...query, limit: query.limit + 1 });
      return failedPage(rows, query.limit);
    },

    /**
     * Tries the failed job `id` once more, now, as `actor`; 404 when no failed job has that id (unknown,
     * tried again already, or deleted). The engine moves the job on its own connection, so the audit
     * entry is written just after it, in a transaction of its own.
     */
    async retry(actor: Pick<AuthUser, 'id'>, id: string): Promise<void> {
      if (!(await engine.retry(id))) throw new DomainError('JOB_NOT_FOUND');
      await db.transaction((tx) =>
        audit(tx, {
          actor,
          action: 'job.retry',
          target: `job:${id}`,
          before: { state: 'failed' },
          after: { state: 'retry' },
        }),
      );
    },
  };
}

export type JobsAdmin = ReturnType<typeof createJobsAdmin>;
