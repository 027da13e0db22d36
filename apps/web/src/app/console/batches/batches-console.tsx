'use client';

import { batchModes, bnOf, formatDate, formatMoney } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { DataTable, type DataTableColumn } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { StatusFilter } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';
import { BatchForm } from './batch-form';

type Batch = AdminSchemas['AdminBatch'];
const copy = consoleBn.batches;
const modes = bnOf(batchModes);
const PAGE_SIZE = 20;

/** The course the page was opened for (`/console/batches?course=12`), or none. */
function courseInAddress(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get('course'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The batches: an admin's every batch by course, with a new batch's form for the course chosen; a
 * teacher's own batches (`GET /api/v3/admin/batches` answers only theirs). Each links to its content.
 */
export function BatchesConsole() {
  const access = useConsole('/console/batches', ['admin', 'teacher']);
  const [course, setCourse] = useState<number | null>(courseInAddress);
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [made, setMade] = useState(0);
  const isAdmin = access.status === 'ready' && access.role === 'admin';
  const batches = useRead(
    `console-batches:${course}:${page}:${made}`,
    withAdmin(access, (admin) =>
      unwrap(
        admin.GET('/batches', {
          params: { query: { page, limit: PAGE_SIZE, ...(course ? { course } : {}) } },
        }),
      ),
    ),
  );
  // what only an admin reads: the courses to choose from and the staff a batch is assigned to
  const options = useRead(
    'console-batch-options',
    withAdmin(
      access,
      isAdmin
        ? async (admin) => {
            const [courses, staff] = await Promise.all([
              unwrap(admin.GET('/courses', { params: { query: { limit: 100 } } })),
              unwrap(admin.GET('/staff')),
            ]);
            return { courses: courses.items, staff };
          }
        : null,
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const columns: DataTableColumn<Batch>[] = [
    {
      key: 'batch',
      header: copy.batch,
      cell: (batch) => (
        <>
          <strong>{batch.name}</strong>
          <br />
          <span className={styles.muted}>{batch.course_title}</span>
        </>
      ),
    },
    {
      key: 'schedule',
      header: copy.schedule,
      cell: (batch) => (
        <>
          {modes[batch.mode]}
          <br />
          <span className={styles.muted}>{copy.startLine(formatDate(batch.starts_at))}</span>
        </>
      ),
    },
    {
      key: 'seats',
      header: copy.seats,
      cell: (batch) => copy.seatsTaken(batch.seats_taken, batch.seats_total),
    },
    { key: 'price', header: copy.price, cell: (batch) => formatMoney(batch.price.amount) },
    { key: 'teacher', header: copy.teacher, cell: (batch) => batch.teacher?.name ?? copy.noTeacher },
    {
      key: 'enrollment',
      header: copy.enrollment,
      cell: (batch) => (batch.enrollment_open ? copy.open : copy.closed),
    },
    {
      key: 'content',
      header: copy.content,
      cell: (batch) => (
        <a href={`/console/batches/${batch.id}`} aria-label={copy.contentLabel(batch.name)}>
          {copy.content}
        </a>
      ),
    },
  ];

  const courses = options.status === 'ready' ? options.data.courses : [];
  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      {isAdmin ? (
        <StatusFilter
          label={copy.courseFilter}
          all={copy.allCourses}
          value={course ? String(course) : ''}
          options={courses.map((c) => ({ value: String(c.id), label: c.title }))}
          onChange={(next) => {
            setCourse(next ? Number(next) : null);
            setPage(1);
            window.history.replaceState(null, '', next ? `?course=${next}` : window.location.pathname);
          }}
        />
      ) : null}
      <ReadView state={batches}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(batch) => String(batch.id)}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
      {isAdmin ? (
        course && options.status === 'ready' ? (
          <BatchForm
            key={`${course}-${made}`}
            admin={access.admin}
            staff={options.data.staff}
            courseId={course}
            onSaved={(batch) => {
              setSaid(copy.created(batch.name));
              setMade((n) => n + 1);
            }}
          />
        ) : (
          <p className={styles.muted}>{copy.chooseCourse}</p>
        )
      ) : null}
    </>
  );
}
