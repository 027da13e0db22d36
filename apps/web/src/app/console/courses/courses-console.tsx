'use client';

import { bnOf, type CourseLevel, courseLevels } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { ConsoleForm, MoveButtons, SelectField, TextAreaField, useConsoleSubmit } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Course = AdminSchemas['AdminCourse'];
const copy = consoleBn.courses;
const levels = bnOf(courseLevels);
const PAGE_SIZE = 20;
const courseFields = ['slug', 'title', 'subtitle', 'description', 'level', 'duration_weeks'] as const;

/**
 * A course's own fields: a new course (`POST /courses`, created as a draft) or an edit of one
 * (`PATCH /courses/{id}`, only what changed is sent). Each field's refusal shows beside it.
 */
function CourseForm({
  admin,
  course,
  onSaved,
  onCancel,
}: {
  admin: TilawatAdmin;
  course?: Course;
  onSaved: (said: string) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState({
    slug: course?.slug ?? '',
    title: course?.title ?? '',
    subtitle: course?.subtitle ?? '',
    description: course?.description ?? '',
    level: (course?.level ?? 'beginner') as CourseLevel,
    duration_weeks: String(course?.duration_weeks ?? 8),
  });
  const { busy, errors, formError, submit } = useConsoleSubmit(courseFields);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));

  const save = async () => {
    const body = { ...values, duration_weeks: Number(values.duration_weeks) };
    if (course) {
      const changes = Object.fromEntries(
        Object.entries(body).filter(([key, value]) => course[key as keyof Course] !== value),
      ) as AdminSchemas['UpdateCoursePayload'];
      const saved = await submit(() =>
        unwrap(admin.PATCH('/courses/{id}', { params: { path: { id: course.id } }, body: changes })),
      );
      if (saved) onSaved(copy.saved(saved.title));
      return;
    }
    const created = await submit(() => unwrap(admin.POST('/courses', { body })));
    if (created) onSaved(copy.created(created.title));
  };

  return (
    <ConsoleForm
      title={course ? copy.editTitle(course.title) : copy.newTitle}
      level={2}
      onSubmit={() => {
        void save();
      }}
      submitLabel={course ? copy.save : copy.create}
      busy={busy}
      formError={formError}
      actions={
        onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null
      }
    >
      <TextField
        label={copy.courseTitle}
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={120}
      />
      <TextField
        label={copy.slug}
        hint={copy.slugHint}
        value={values.slug}
        onValueChange={set('slug')}
        error={errors.slug}
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={80}
      />
      <TextField
        label={copy.subtitle}
        value={values.subtitle}
        onValueChange={set('subtitle')}
        error={errors.subtitle}
        maxLength={200}
      />
      <SelectField
        label={copy.level}
        error={errors.level}
        value={values.level}
        onChange={set('level')}
        options={Object.entries(levels).map(([value, label]) => ({ value, label }))}
      />
      <TextField
        label={copy.durationWeeks}
        type="number"
        inputMode="numeric"
        min={1}
        max={520}
        value={values.duration_weeks}
        onValueChange={set('duration_weeks')}
        error={errors.duration_weeks}
      />
      <TextAreaField
        label={copy.description}
        error={errors.description}
        rows={4}
        maxLength={5000}
        value={values.description}
        onChange={set('description')}
      />
    </ConsoleForm>
  );
}

/**
 * The admin's courses: one page of `GET /api/v3/admin/courses` (searched on the server) in the
 * catalogue's order, each published or kept off the site, moved up or down, edited; and a new
 * course's form. Outcomes are said in a live region and the list reads again.
 */
export function CoursesConsole() {
  const access = useConsole('/console/courses');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Course | null>(null);
  // a new form after each course made (its fields start empty again)
  const [made, setMade] = useState(0);
  const courses = useRead(
    `console-courses:${q.trim()}:${page}`,
    withAdmin(access, (admin) =>
      unwrap(
        admin.GET('/courses', {
          params: { query: { page, limit: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) } },
        }),
      ),
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const change = async (course: Course, body: { published?: boolean; position?: number }, text: string) => {
    setSaid('');
    setActionError(null);
    const done = await load(() =>
      unwrap(access.admin.PATCH('/courses/{id}', { params: { path: { id: course.id } }, body })),
    );
    if (!done.ok) {
      setActionError(failureMessage(done));
      return;
    }
    setSaid(text);
    invalidateReads('console-courses');
  };
  const saved = (text: string) => {
    setSaid(text);
    setEditing(null);
    setMade((n) => n + 1);
    invalidateReads('console-courses');
  };

  const columns = (total: number): DataTableColumn<Course>[] => [
    {
      key: 'course',
      header: copy.course,
      cell: (course) => (
        <>
          <strong>{course.title}</strong>
          <br />
          <span className={styles.muted} dir="ltr">
            {course.slug}
          </span>
        </>
      ),
    },
    { key: 'level', header: copy.level, cell: (course) => levels[course.level] },
    {
      key: 'batches',
      header: copy.batches,
      cell: (course) => (
        <a href={`/console/batches?course=${course.id}`}>{copy.batchesOf(course.batches_count)}</a>
      ),
    },
    { key: 'state', header: copy.state, cell: (course) => (course.published ? copy.published : copy.draft) },
    {
      key: 'order',
      header: copy.order,
      cell: (course) => (
        <MoveButtons
          name={course.title}
          first={course.position <= 1}
          last={course.position >= total}
          onMove={(by) =>
            void change(
              course,
              { position: course.position + by },
              copy.moved(course.title, course.position + by),
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      header: copy.actions,
      cell: (course) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={
              course.published ? copy.unpublishLabel(course.title) : copy.publishLabel(course.title)
            }
            onClick={() =>
              void change(
                course,
                { published: !course.published },
                course.published ? copy.unpublishedSaid(course.title) : copy.publishedSaid(course.title),
              )
            }
          >
            {course.published ? copy.unpublish : copy.publish}
          </Button>
          <Button
            variant="secondary"
            aria-label={copy.editLabel(course.title)}
            onClick={() => setEditing(course)}
          >
            {copy.edit}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FormError message={actionError} />
      <div className={styles.filters}>
        <TextField
          label={copy.search}
          type="search"
          value={q}
          onValueChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      <ReadView state={courses}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns(data.total)}
            rows={data.items}
            rowKey={(course) => String(course.id)}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
      {editing ? (
        <CourseForm
          key={editing.id}
          admin={access.admin}
          course={editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CourseForm key={`new-${made}`} admin={access.admin} onSaved={saved} />
      )}
    </>
  );
}
