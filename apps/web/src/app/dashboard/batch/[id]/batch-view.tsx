'use client';

import type { V3Schemas } from '@tilawat/sdk';
import {
  AttendanceBadge,
  bn,
  EmptyState,
  LessonList,
  ProgressBar,
  Skeleton,
  StudyPlanList,
} from '@tilawat/ui';
import { useState } from 'react';
import { useBrowserClient } from '~/app/providers';
import { ExamLinks } from '~/components/exam-links';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { type BatchProgress, useBatchProgressRead } from '~/lib/batch-progress';
import { coursePath } from '~/lib/course-mapping';
import { type ExamLinkItem, examsByModule } from '~/lib/exams';
import {
  type BatchInitial,
  readBatch,
  readBatchExams,
  readModuleLessons,
  readStudyPlan,
} from '~/lib/learner-reads';
import { batchPath, batchSchedule, dashboardPath, enrolledLessons, studyPlanHref } from '~/lib/learning';
import type { ApiRead } from '~/lib/reads/use-read';
import { mapLoaded, seedsAnswer, useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from '../../dashboard.module.css';
import { Fact, ScheduleFacts } from '../../dashboard-parts';
import { PracticeList } from '../../practice-list';

const copy = webBn.dashboard.batch;

type BatchDetail = V3Schemas['BatchDetail'];
type BatchExams = ReturnType<typeof examsByModule>;

/**
 * An enrolled batch: its course, when it meets, and each module's recordings as links. With `initial`
 * (read on the server) it is drawn at once, on the server too, a failed read as its failure; what the
 * server did not read (the study plans) is read in the browser.
 */
export function BatchView({ batchId, initial }: { batchId: number; initial?: BatchInitial }) {
  // A batch drawn whole by the server is only read: the tab's client is not loaded for it (issue 38).
  const learner = useLearner(batchPath(batchId), { load: !drawnWhole(initial) });
  const client = learner.status === 'signed-in' ? learner.client : null;
  const batch = useRead(
    `batch:${batchId}`,
    withClient(client, (api) => readBatch(api, batchId)),
    initial?.batch,
  );

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  if (learner.status === 'signed-out' || (learner.status === 'loading' && !initial)) {
    return <PagePlaceholder minHeight="36rem" />;
  }

  return (
    <>
      <p className={styles.back}>
        <a href={dashboardPath} className={page.textLink}>
          {copy.back}
        </a>
      </p>
      <ReadView state={batch} headingLevel={2} loading={<Skeleton variant="text" lines={6} />}>
        {(data) => (
          <Batch
            batch={data}
            initial={initial?.batch.ok && data.id === initial.batch.data.id ? initial : undefined}
          />
        )}
      </ReadView>
    </>
  );
}

/** Whether the server read everything the view shows (a batch not enrolled in shows only itself). */
function drawnWhole(initial: BatchInitial | undefined): boolean {
  if (!initial?.batch.ok) return false;
  if (!initial.batch.data.enrolled) return true;
  return seedsAnswer([
    initial.progress,
    initial.exams,
    initial.practices,
    ...Object.values(initial.lessons),
    ...Object.values(initial.plans),
  ]);
}

/** The parts below read with the client BatchView loaded (or not), never loading it themselves. */
function Batch({ batch, initial }: { batch: BatchDetail; initial?: BatchInitial }) {
  const client = useBrowserClient({ load: false });
  // How far the learner is, in all and by module (recordings watched past 90 %); nothing shown until read.
  const progress = useBatchProgressRead(batch.enrolled ? client : null, batch.id, initial?.progress);
  const watched = progress.status === 'ready' ? progress.data : null;
  const [initialExams] = useState(() => mapLoaded(initial?.exams, examsByModule));
  const exams = useRead(
    `exams:${batch.id}`,
    withClient(client, batch.enrolled ? (api) => readBatchExams(api, batch.id).then(examsByModule) : null),
    initialExams,
  );
  const live = batch.mode === 'live';
  const schedule = batchSchedule(batch);
  const modules = [...batch.modules].sort((a, b) => a.position - b.position);
  return (
    <article aria-labelledby="batch-title">
      <h1 id="batch-title" className={page.pageTitle}>
        {batch.course.title}
      </h1>
      <p className={page.lead}>{batch.name}</p>
      <dl className={styles.facts}>
        <Fact term={webBn.dashboard.mode}>{schedule.mode}</Fact>
        <ScheduleFacts schedule={schedule} live={live} />
        <Fact term={bn.batch.instructor}>{batch.instructor}</Fact>
      </dl>
      {batch.attendance ? <AttendanceBadge attendance={batch.attendance} /> : null}
      {watched && watched.total > 0 ? (
        <ProgressBar value={watched.watched} max={watched.total} label={copy.progressLabel} size="md" />
      ) : null}

      <section className={page.section} aria-labelledby="modules-title">
        <h2 id="modules-title" className={page.title}>
          {copy.modulesTitle}
        </h2>
        {!batch.enrolled ? (
          <NotEnrolled batch={batch} />
        ) : modules.length === 0 ? (
          <EmptyState headingLevel={3} description={copy.modulesEmpty} />
        ) : (
          <div className={styles.modules}>
            {modules.map((module, index) => (
              <ModuleLessons
                key={module.id}
                deferred={index > 0}
                batch={batch}
                module={module}
                exams={exams}
                progress={watched}
                initial={initial?.lessons[module.id]}
                initialPlan={initial?.plans[module.id]}
              />
            ))}
          </div>
        )}
      </section>

      {batch.enrolled ? <FinalExams exams={exams} /> : null}
      {batch.enrolled ? (
        <PracticeList
          client={client}
          batch={batch.id}
          headingId="practice-title"
          initial={initial?.practices}
        />
      ) : null}
    </article>
  );
}

/** One module's recordings (`GET /recording/module`, enrolled learners only), then its exams. */
function ModuleLessons({
  batch,
  module,
  exams,
  progress,
  initial,
  initialPlan,
  deferred,
}: {
  /** Below the first module: laid out when it nears the screen (page.deferred, issue 38). */
  deferred: boolean;
  batch: BatchDetail;
  module: V3Schemas['ModuleSummary'];
  exams: ApiRead<BatchExams>;
  /** The learner's progress through the batch, once read. */
  progress: BatchProgress | null;
  /** The module's recordings as the server read them. */
  initial?: BatchInitial['lessons'][number];
  /** The module's study plan as the server read it. */
  initialPlan?: BatchInitial['plans'][number];
}) {
  const counts = progress?.modules.find((item) => item.module === module.id);
  const done = new Set(progress?.recordings.filter((item) => item.done).map((item) => item.recording));
  const lessons = useRead(
    `module:${module.id}`,
    withClient(useBrowserClient({ load: false }), (api) => readModuleLessons(api, module.id)),
    initial,
  );
  const headingId = `module-${module.id}`;
  return (
    <section aria-labelledby={headingId} className={deferred ? page.deferred : undefined}>
      <h3 id={headingId} className={styles.moduleTitle}>
        <span className={styles.modulePosition}>{bn.moduleList.module(module.position)}</span>
        {module.title}
      </h3>
      {counts && counts.total > 0 ? (
        <ProgressBar value={counts.watched} max={counts.total} label={module.title} size="sm" />
      ) : null}
      {lessons.status === 'error' && lessons.failure.code === 'NOT_ENROLLED' ? (
        <NotEnrolled batch={batch} />
      ) : (
        <ReadView state={lessons} headingLevel={4} loading={<Skeleton variant="block" height="6rem" />}>
          {(data) =>
            data.items.length > 0 ? (
              <LessonList
                lessons={enrolledLessons(data.items, batch.id, null, (id) => done.has(id))}
                label={module.title}
              />
            ) : (
              <p className={page.muted}>{copy.lessonsEmpty}</p>
            )
          }
        </ReadView>
      )}
      <ModuleExams
        items={exams.status === 'ready' ? exams.data.byModule.get(module.id) : undefined}
        module={module}
      />
      {batch.enrolled ? (
        <ModulePlan
          batch={batch}
          module={module}
          recordings={lessons.status === 'ready' ? lessons.data.items : []}
          initial={initialPlan}
        />
      ) : null}
    </section>
  );
}

/**
 * A module's study plan (`GET /study-plan/revised/{module}?batch=`): what to do each day, done or next; drawn
 * from the server's read when it made one.
 */
function ModulePlan({
  batch,
  module,
  recordings,
  initial,
}: {
  batch: BatchDetail;
  module: V3Schemas['ModuleSummary'];
  recordings: readonly V3Schemas['Recording'][];
  initial?: BatchInitial['plans'][number];
}) {
  const plan = useRead(
    `plan:${module.id}`,
    withClient(useBrowserClient({ load: false }), (api) => readStudyPlan(api, module.id, batch.id)),
    initial,
  );
  return (
    <ReadView state={plan} headingLevel={4} loading={<Skeleton variant="block" height="6rem" />}>
      {(data) => (
        <StudyPlanList
          plan={data}
          headingLevel={4}
          label={copy.planTitle(module.title)}
          hrefFor={(item) => studyPlanHref(item, batch.id, recordings)}
        />
      )}
    </ReadView>
  );
}

/** A module's exams (from the batch's one list), under its recordings; nothing when it has none. */
function ModuleExams({
  items,
  module,
}: {
  items: ExamLinkItem[] | undefined;
  module: V3Schemas['ModuleSummary'];
}) {
  if (!items?.length) return null;
  return <ExamLinks items={items} label={`${copy.examsTitle}: ${module.title}`} />;
}

/**
 * The batch's final exams in a section of their own; the read's skeleton or error shows here, once
 * for the whole list (the modules' exams come from the same read).
 */
function FinalExams({ exams }: { exams: ApiRead<BatchExams> }) {
  if (exams.status === 'ready' && exams.data.finals.length === 0) return null;
  return (
    <section className={`${page.section} ${page.deferred}`} aria-labelledby="final-exams-title">
      <h2 id="final-exams-title" className={page.title}>
        {copy.finalExamsTitle}
      </h2>
      <ReadView state={exams} headingLevel={3} loading={<Skeleton variant="block" height="5rem" />}>
        {(data) => <ExamLinks items={data.finals} label={copy.finalExamsTitle} />}
      </ReadView>
    </section>
  );
}

/** Not enrolled in this batch: say so, and lead to the course page where its batches are sold. */
function NotEnrolled({ batch }: { batch: BatchDetail }) {
  return (
    <EmptyState
      headingLevel={3}
      title={copy.notEnrolledTitle}
      description={copy.notEnrolled}
      action={
        <a href={coursePath(batch.course)} className={page.primaryLink}>
          {copy.toCourse}
        </a>
      }
    />
  );
}
