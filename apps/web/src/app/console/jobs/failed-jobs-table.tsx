import { formatDateTime } from '@tilawat/domain';
import { Button, DataTable, type DataTableColumn } from '@tilawat/ui';
import { consoleBn } from '~/copy/console';
import { type FailedJob, triesText } from '~/lib/failed-jobs';
import styles from '../console.module.css';
import { onePage } from '../console-parts';

const copy = consoleBn.jobs;

export interface FailedJobsTableProps {
  /** The jobs read so far, the latest given up first. */
  jobs: readonly FailedJob[];
  /** The job whose retry is on its way (its button spins, the others wait), or null. */
  busyId: string | null;
  /** Whether the list is filtered by a queue (the empty table says so). */
  filtered: boolean;
  onRetry: (job: FailedJob) => void;
}

/**
 * The failed jobs: what each was (its queue's Bengali title and the record it was about), the tries
 * made of those allowed, the last error, when it was given up and until when it is kept, and a
 * labelled "আবার চেষ্টা করুন" per job. The list is read whole, page after page ("আরও দেখুন"), so the
 * table shows what was read as one page.
 */
export function FailedJobsTable({ jobs, busyId, filtered, onRetry }: FailedJobsTableProps) {
  const columns: DataTableColumn<FailedJob>[] = [
    {
      key: 'job',
      header: copy.job,
      cell: (job) => (
        <>
          <strong>{job.title}</strong>
          <br />
          <code className={styles.muted}>{job.about ?? copy.none}</code>
        </>
      ),
    },
    { key: 'tries', header: copy.tries, align: 'end', cell: (job) => triesText(job) },
    { key: 'error', header: copy.error, cell: (job) => <code>{job.error ?? copy.none}</code> },
    {
      key: 'when',
      header: copy.when,
      cell: (job) => (
        <>
          {formatDateTime(job.ended_at)}
          <br />
          <span className={styles.muted}>{copy.keptUntil(formatDateTime(job.kept_until))}</span>
        </>
      ),
    },
    {
      key: 'retry',
      header: copy.retry,
      cell: (job) => (
        <Button
          variant="secondary"
          loading={busyId === job.id}
          disabled={busyId !== null && busyId !== job.id}
          aria-label={copy.retryLabel(job.title, job.about)}
          onClick={() => onRetry(job)}
        >
          {copy.retry}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={copy.caption}
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      {...onePage(jobs.length)}
      empty={filtered ? copy.emptyQueue : copy.empty}
    />
  );
}
