'use client';

import { checkoutQuery, purchaseItem, routes } from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import {
  AttendanceBadge,
  EmptyState,
  OrientationCard,
  PendingPurchaseCard,
  ProgressBar,
  UpcomingClassCard,
} from '@tilawat/ui';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import {
  type DashboardInitial,
  readBookingStatus,
  readNextStudyItems,
  readUpcomingClasses,
} from '~/lib/learner-reads';
import { dashboardPath, type EnrollmentView, orientationPath, toEnrollmentViews } from '~/lib/learning';
import { downloadsPath } from '~/lib/paths';
import { seedsAnswer, useRead, withClient } from '~/lib/reads/use-read';
import { useFirstTouch } from '~/lib/use-first-touch';
import { useJoin } from '~/lib/use-join';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import { CertificatesSection } from './certificates-section';
import styles from './dashboard.module.css';
import { CoursesLink, Fact, ScheduleFacts } from './dashboard-parts';
import { PracticeList } from './practice-list';
import { StudyStreakSection } from './study-streak-section';

/** A new checkout of what an unpaid purchase was for (its held time ran out). */
function restartHref(purchase: V3Schemas['PurchaseTransaction']): string {
  const item = purchaseItem(purchase);
  return item ? `${routes.checkout}${checkoutQuery(item)}` : routes.courses;
}

const copy = webBn.dashboard;

/**
 * The learner's dashboard: its reads (booking status, upcoming classes, next items, days of study,
 * practices, certificates) and sections. With `initial` (read on the server) it is drawn at once, on the
 * server too, and not read again on mount; when the server read everything, the tab's client (the store,
 * the SDK) loads only when the learner first touches the view (a join, the weekly goal, a download), so a
 * dashboard that is only read runs none of it (issue 38).
 */
export function DashboardView({ initial }: { initial?: DashboardInitial }) {
  // Drawn whole by the server, the view loads the tab's client when the learner first touches it.
  const { touched, touchProps } = useFirstTouch();
  const drawn =
    initial !== undefined &&
    seedsAnswer([
      initial.bookings,
      initial.classes,
      initial.next,
      initial.streak,
      initial.practices,
      initial.certificates,
    ]);
  const learner = useLearner(dashboardPath, { load: !drawn || touched });
  const client = learner.status === 'signed-in' ? learner.client : null;
  const bookings = useRead('booking-status', withClient(client, readBookingStatus), initial?.bookings);
  const classes = useRead('upcoming-classes', withClient(client, readUpcomingClasses), initial?.classes);
  const next = useRead('study-plan-next', withClient(client, readNextStudyItems), initial?.next);

  const rooms = useJoin(client);

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  const name = learner.status === 'signed-in' ? learner.user.name : initial?.name;
  if (learner.status === 'signed-out' || name === undefined) return <PagePlaceholder minHeight="32rem" />;

  return (
    <div {...touchProps}>
      <p className={page.lead}>
        {copy.greeting(name)}। {copy.intro}
      </p>

      {/* A purchase waiting for its payment comes first: its held seat runs out. */}
      {bookings.status === 'ready' && bookings.data.pending_purchases.length > 0 ? (
        <section className={page.section} aria-labelledby="pending-title">
          <h2 id="pending-title" className={page.title}>
            {copy.pendingTitle}
          </h2>
          <p className={page.muted}>{copy.pendingNote}</p>
          <ul className={`${page.grid} ${styles.list}`}>
            {bookings.data.pending_purchases.map((purchase) => (
              <li key={purchase.id}>
                <PendingPurchaseCard
                  purchase={purchase}
                  restartHref={restartHref(purchase)}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={page.section} aria-labelledby="enrollments-title">
        <h2 id="enrollments-title" className={page.title}>
          {copy.enrollmentsTitle}
        </h2>
        <ReadView className={`${page.grid} ${styles.list}`} state={bookings}>
          {(data) => (
            <Enrollments
              items={toEnrollmentViews(data.enrollments, next.status === 'ready' ? next.data : [])}
            />
          )}
        </ReadView>
        {/* the lessons kept on this device for offline play (issue 39) */}
        <p>
          <a href={downloadsPath} className={page.textLink}>
            {webBn.recording.downloadsLink}
          </a>
        </p>
      </section>

      {/* Below the batches, each section is laid out when it nears the screen (page.deferred, issue 38). */}
      {/* days of study, streaks and the weekly goal (issue 40) */}
      <div className={`${page.section} ${page.deferred}`}>
        <StudyStreakSection client={client} initial={initial?.streak} />
      </div>

      <PracticeList client={client} headingId="practice-title" initial={initial?.practices} />

      {/* certificates of the batches completed (issue 40) */}
      <CertificatesSection client={client} initial={initial?.certificates} />

      <section className={`${page.section} ${page.deferred}`} aria-labelledby="classes-title">
        <h2 id="classes-title" className={page.title}>
          {copy.classesTitle}
        </h2>
        <ReadView className={`${page.grid} ${styles.list}`} state={classes}>
          {(data) =>
            data.length > 0 ? (
              <ul className={`${page.grid} ${styles.list}`}>
                {data.map((liveClass) => {
                  const key = `class:${liveClass.id}`;
                  return (
                    <li key={liveClass.id}>
                      <UpcomingClassCard
                        liveClass={liveClass}
                        headingLevel={3}
                        joining={rooms.joining === key}
                        joinError={rooms.errorOf(key)}
                        onJoin={() =>
                          rooms.join(key, (api) =>
                            unwrap(
                              api.v3.GET('/live/join/{id}', {
                                params: { path: { id: liveClass.id }, query: { batch: liveClass.batch_id } },
                              }),
                            ),
                          )
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <EmptyState
                headingLevel={3}
                title={copy.classesEmptyTitle}
                description={copy.classesEmpty}
                action={<CoursesLink />}
              />
            )
          }
        </ReadView>
      </section>

      <section className={`${page.section} ${page.deferred}`} aria-labelledby="orientations-title">
        <h2 id="orientations-title" className={page.title}>
          {copy.orientationsTitle}
        </h2>
        <ReadView className={`${page.grid} ${styles.list}`} state={bookings}>
          {(data) =>
            data.orientations.length > 0 ? (
              <ul className={`${page.grid} ${styles.list}`}>
                {data.orientations.map(({ id, orientation }) => {
                  const key = `orientation:${orientation.id}`;
                  return (
                    <li key={id}>
                      <OrientationCard
                        orientation={orientation}
                        headingLevel={3}
                        joining={rooms.joining === key}
                        joinError={rooms.errorOf(key)}
                        onJoin={() =>
                          rooms.join(key, (api) =>
                            unwrap(
                              api.v3.GET('/live/orientation/{id}', {
                                params: { path: { id: orientation.id } },
                              }),
                            ),
                          )
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <EmptyState
                headingLevel={3}
                title={copy.orientationsEmptyTitle}
                description={copy.orientationsEmpty}
                action={
                  <a href={orientationPath} className={page.textLink}>
                    {copy.toOrientations}
                  </a>
                }
              />
            )
          }
        </ReadView>
      </section>
    </div>
  );
}

function Enrollments({ items }: { items: EnrollmentView[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={copy.enrollmentsEmptyTitle}
        description={copy.enrollmentsEmpty}
        action={<CoursesLink primary />}
      />
    );
  }
  return (
    <ul className={`${page.grid} ${styles.list}`}>
      {items.map((item) => (
        <li key={item.batchId} className={styles.card} data-mode={item.live ? 'live' : 'on-demand'}>
          <p className={styles.mode}>{item.schedule.mode}</p>
          <h3 className={styles.cardTitle}>
            <a href={item.href} className={styles.cardLink}>
              {item.courseTitle}
              <span className={styles.hidden}> — </span>
              <span className={styles.batchName}>{item.batchName}</span>
            </a>
          </h3>
          <dl className={styles.facts}>
            <ScheduleFacts schedule={item.schedule} live={item.live} />
            <Fact term={copy.source}>{item.source}</Fact>
            {item.accessUntil ? <Fact term={copy.accessUntil}>{item.accessUntil}</Fact> : null}
          </dl>
          {item.attendance ? <AttendanceBadge attendance={item.attendance} /> : null}
          {item.progress.total > 0 ? (
            <ProgressBar
              value={item.progress.watched}
              max={item.progress.total}
              label={`${item.courseTitle} — ${item.batchName}`}
              size="sm"
            />
          ) : null}
          {item.next ? (
            <p className={styles.next}>
              {copy.nextItem}: <a href={item.next.href}>{item.next.title}</a>
              {item.next.due ? <span className={styles.due}> · {item.next.due}</span> : null}
            </p>
          ) : item.planDone ? (
            <p className={styles.next}>{copy.planDone}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
