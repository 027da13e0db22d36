'use client';

import { formatDate } from '@tilawat/domain';
import { type Tilawat, unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, MoveButtons, useConsoleSubmit } from '../../console-parts';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';
import { BatchForm } from '../batch-form';
import { BatchCertificates } from './batch-certificates';
import { BatchExams } from './batch-exams';
import { BatchHifz } from './batch-hifz';
import { BatchPractice } from './batch-practice';
import { LessonMedia } from './lesson-media';
import { LiveClasses } from './live-classes';

type Module = AdminSchemas['AdminModule'];
type Lesson = AdminSchemas['AdminLesson'];
const copy = consoleBn.content;
const lessonFields = ['title', 'video_url', 'duration_seconds', 'free'] as const;

/** A new module at the end of the batch (`POST /batches/{id}/modules`). */
function ModuleForm({
  admin,
  batchId,
  onSaved,
}: {
  admin: TilawatAdmin;
  batchId: number;
  onSaved: (said: string) => void;
}) {
  const [title, setTitle] = useState('');
  const { busy, errors, formError, submit } = useConsoleSubmit(['title'] as const);
  return (
    <ConsoleForm
      title={copy.newModule}
      level={2}
      onSubmit={async () => {
        const made = await submit(() =>
          unwrap(admin.POST('/batches/{id}/modules', { params: { path: { id: batchId } }, body: { title } })),
        );
        if (made) {
          setTitle('');
          onSaved(copy.moduleAdded(made.title));
        }
      }}
      submitLabel={copy.addModule}
      busy={busy}
      formError={formError}
    >
      <TextField
        label={copy.moduleTitle}
        value={title}
        onValueChange={setTitle}
        error={errors.title}
        maxLength={120}
      />
    </ConsoleForm>
  );
}

/** A new recorded lesson at the end of a module (`POST /modules/{id}/lessons`): from a CDN, or its video uploaded next. */
function LessonForm({
  admin,
  module,
  onSaved,
}: {
  admin: TilawatAdmin;
  module: Module;
  onSaved: (said: string) => void;
}) {
  const empty = { title: '', video_url: '', minutes: '', free: false };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit(lessonFields);
  return (
    <ConsoleForm
      title={copy.newLesson(module.title)}
      level={3}
      onSubmit={async () => {
        const minutes = Number(values.minutes);
        const made = await submit(() =>
          unwrap(
            admin.POST('/modules/{id}/lessons', {
              params: { path: { id: module.id } },
              body: {
                title: values.title,
                // empty: the lesson waits for its video, uploaded under it once it is made
                ...(values.video_url.trim() ? { video_url: values.video_url.trim() } : {}),
                duration_seconds: values.minutes.trim() === '' ? Number.NaN : Math.round(minutes * 60),
                free: values.free,
              },
            }),
          ),
        );
        if (made) {
          setValues(empty);
          onSaved(copy.lessonAdded(made.title));
        }
      }}
      submitLabel={copy.addLesson}
      busy={busy}
      formError={formError}
    >
      <TextField
        label={copy.lessonTitle}
        value={values.title}
        onValueChange={(title) => setValues((now) => ({ ...now, title }))}
        error={errors.title}
        maxLength={160}
      />
      <TextField
        label={copy.videoUrl}
        hint={copy.videoHint}
        type="url"
        dir="ltr"
        value={values.video_url}
        onValueChange={(video_url) => setValues((now) => ({ ...now, video_url }))}
        error={errors.video_url}
      />
      <TextField
        label={copy.durationMinutes}
        type="number"
        inputMode="decimal"
        min={1}
        value={values.minutes}
        onValueChange={(minutes) => setValues((now) => ({ ...now, minutes }))}
        error={errors.duration_seconds}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.free}
          onChange={(event) => setValues((now) => ({ ...now, free: event.target.checked }))}
        />
        {copy.freeLesson}
      </label>
    </ConsoleForm>
  );
}

/** One module: its place, its lessons (each freed or not, moved up or down, its video and PDFs uploaded) and a new lesson's form. */
function ModuleCard({
  admin,
  api,
  module,
  first,
  last,
  onChanged,
  onFailed,
}: {
  admin: TilawatAdmin;
  api: Tilawat;
  module: Module;
  first: boolean;
  last: boolean;
  onChanged: (said: string) => void;
  onFailed: (message: string) => void;
}) {
  const headingId = useId();
  const run = async (call: () => Promise<unknown>, said: string) => {
    const done = await load(call);
    if (done.ok) onChanged(said);
    else onFailed(failureMessage(done));
  };
  const lessonChange = (lesson: Lesson, body: AdminSchemas['UpdateLessonPayload'], said: string) =>
    run(() => unwrap(admin.PATCH('/lessons/{id}', { params: { path: { id: lesson.id } }, body })), said);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.actions}>
        <h2 id={headingId}>{module.title}</h2>
        <MoveButtons
          name={module.title}
          first={first}
          last={last}
          onMove={(by) =>
            void run(
              () =>
                unwrap(
                  admin.PATCH('/modules/{id}', {
                    params: { path: { id: module.id } },
                    body: { position: module.position + by },
                  }),
                ),
              copy.moved(module.title),
            )
          }
        />
      </div>
      {module.lessons.length === 0 ? (
        <p className={styles.muted}>{copy.noLessons}</p>
      ) : (
        <ol className={styles.plainList} aria-label={copy.lessons(module.title)}>
          {module.lessons.map((lesson, index) => (
            <li key={lesson.id}>
              <strong>{lesson.title}</strong> ·{' '}
              {copy.minutes(Math.max(1, Math.round(lesson.duration_seconds / 60)))} ·{' '}
              {lesson.free ? copy.free : copy.paid}
              {lesson.video_url === '' ? <> · {copy.noVideo}</> : null}
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={
                    lesson.free ? copy.makePaidLabel(lesson.title) : copy.makeFreeLabel(lesson.title)
                  }
                  onClick={() =>
                    void lessonChange(lesson, { free: !lesson.free }, copy.lessonSaved(lesson.title))
                  }
                >
                  {lesson.free ? copy.makePaid : copy.makeFree}
                </Button>
                <MoveButtons
                  name={lesson.title}
                  first={index === 0}
                  last={index === module.lessons.length - 1}
                  onMove={(by) =>
                    void lessonChange(lesson, { position: lesson.position + by }, copy.moved(lesson.title))
                  }
                />
              </span>
              <LessonMedia admin={admin} api={api} lesson={lesson} onChanged={onChanged} />
            </li>
          ))}
        </ol>
      )}
      <LessonForm admin={admin} module={module} onSaved={onChanged} />
    </section>
  );
}

/**
 * One batch in the console (`GET /api/v3/admin/batches/{id}`): an admin edits its schedule, seats,
 * price, teacher and enrollment; an admin or its teacher builds its modules and lessons.
 */
export function BatchContent({ id }: { id: number }) {
  const access = useConsole(`/console/batches/${id}`, ['admin', 'teacher']);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const content = useRead(
    `console-batch:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/batches/{id}', { params: { path: { id } } }))),
  );
  // only an admin assigns a teacher
  const staff = useRead(
    'console-staff',
    withAdmin(
      access,
      access.status === 'ready' && access.role === 'admin' ? (admin) => unwrap(admin.GET('/staff')) : null,
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  // a section's own outcome (a class, an exam, a practice, a target, a certificate), said in the one live region
  const told = (text: string) => {
    setFailed(null);
    setSaid(text);
  };
  const changed = (text: string) => {
    told(text);
    invalidateReads('console-batch');
  };
  return (
    <>
      <p>
        <a href="/console/batches">{consoleBn.batches.back}</a>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FormError message={failed} />
      <ReadView state={content}>
        {({ batch, modules }) => (
          <>
            <h2 className={styles.sectionTitle}>
              {batch.course_title} — {batch.name}
            </h2>
            <p className={styles.muted}>{consoleBn.batches.startLine(formatDate(batch.starts_at))}</p>
            {access.role === 'admin' && staff.status === 'ready' ? (
              <BatchForm
                key={JSON.stringify(batch)}
                admin={access.admin}
                staff={staff.data}
                batch={batch}
                onSaved={(saved) => changed(consoleBn.batches.saved(saved.name))}
              />
            ) : null}
            {batch.mode === 'live' ? (
              <LiveClasses admin={access.admin} client={access.client} batchId={batch.id} onSaid={told} />
            ) : null}
            <BatchExams
              admin={access.admin}
              client={access.client}
              batchId={batch.id}
              modules={modules}
              onSaid={told}
            />
            <BatchPractice admin={access.admin} client={access.client} batchId={batch.id} onSaid={told} />
            <BatchHifz admin={access.admin} client={access.client} batchId={batch.id} onSaid={told} />
            <BatchCertificates admin={access.admin} client={access.client} batchId={batch.id} onSaid={told} />
            <h2 className={styles.sectionTitle}>{copy.modules}</h2>
            {modules.length === 0 ? <p className={styles.muted}>{copy.noModules}</p> : null}
            {modules.map((module, index) => (
              <ModuleCard
                key={module.id}
                admin={access.admin}
                api={access.client.api}
                module={module}
                first={index === 0}
                last={index === modules.length - 1}
                onChanged={changed}
                onFailed={setFailed}
              />
            ))}
            <ModuleForm admin={access.admin} batchId={batch.id} onSaved={changed} />
          </>
        )}
      </ReadView>
    </>
  );
}
