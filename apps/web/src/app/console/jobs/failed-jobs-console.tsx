'use client';

import { unwrap } from '@tilawat/sdk';
import { Button } from '@tilawat/ui';
import { useRef, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import {
  type FailedJob,
  type FailedJobPage,
  failedJobsQuery,
  type JobQueueName,
  jobsOf,
  nextFailedJobsPage,
  parseQueue,
} from '~/lib/failed-jobs';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import { useReadPages } from '~/lib/reads/use-read-pages';
import styles from '../console.module.css';
import { StatusFilter } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';
import { FailedJobsTable } from './failed-jobs-table';

const copy = consoleBn.jobs;

/**
 * The failed background jobs (admins): `GET /api/v3/admin/jobs/failed` by queue, 50 at a time with
 * "আরও দেখুন", each with its retry (`POST /jobs/{id}/retry`). The outcome is said in a live region,
 * which takes the focus (the retried job's row, and its button, leave the list), and the list is read
 * again; a refusal (already retried elsewhere: 404) is said there too, as an alert.
 */
export function FailedJobsConsole() {
  const access = useConsole('/console/jobs');
  const [queue, setQueue] = useState<JobQueueName | ''>('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  const queues = useRead(
    'console-job-queues',
    withAdmin(access, (admin) => unwrap(admin.GET('/jobs/queues'))),
  );
  const admin = access.status === 'ready' ? access.admin : null;
  const jobs = useReadPages<FailedJobPage>(
    `console-jobs:${queue}`,
    admin
      ? (page) => unwrap(admin.GET('/jobs/failed', { params: { query: failedJobsQuery(queue, page) } }))
      : null,
    nextFailedJobsPage,
  );

  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const retry = async (job: FailedJob) => {
    setBusyId(job.id);
    setSaid('');
    setRefusal(null);
    const done = await load(() =>
      unwrap(access.admin.POST('/jobs/{id}/retry', { params: { path: { id: job.id } } })),
    );
    setBusyId(null);
    if (done.ok) setSaid(copy.retried(job.title));
    else setRefusal(failureMessage(done));
    invalidateReads('console-jobs');
    outcome.current?.focus();
  };

  const options = queues.status === 'ready' ? queues.data : [];
  return (
    <>
      <div ref={outcome} tabIndex={-1} className={styles.status}>
        <p role="status">{said}</p>
        <FormError message={refusal} />
      </div>
      <StatusFilter
        label={copy.queueFilter}
        all={copy.allQueues}
        value={queue}
        options={options.map((option) => ({ value: option.name, label: option.title }))}
        onChange={(next) => setQueue(parseQueue(next, options))}
      />
      <ReadView state={jobs}>
        {(pages) => {
          const shown = jobsOf(pages);
          return (
            <>
              <FailedJobsTable
                jobs={shown}
                busyId={busyId}
                filtered={queue !== ''}
                onRetry={(job) => void retry(job)}
              />
              <FormError message={jobs.nextFailure ? failureMessage(jobs.nextFailure) : null} />
              {jobs.hasNext ? (
                <div className={styles.actions}>
                  <Button variant="secondary" loading={jobs.fetchingNext} onClick={jobs.more}>
                    {copy.more}
                  </Button>
                  <span className={styles.muted} aria-live="polite">
                    {copy.shown(shown.length)}
                  </span>
                </div>
              ) : null}
            </>
          );
        }}
      </ReadView>
    </>
  );
}
