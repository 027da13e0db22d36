'use client';

import { formatDate, formatMoney, wallets } from '@tilawat/domain';
import { Button, HifzMap, ReviewedRecitation } from '@tilawat/ui';
import type { ReactNode } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { guardianBn } from '~/copy/guardian';
import { followedPath, type GuardianView, guardianPath, readGuardianView } from '~/lib/guardian';
import type { Loaded } from '~/lib/load';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from '../guardian.module.css';

const copy = guardianBn;

/** One part of the view: a heading and what is under it (the heading names the region). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Payments({ payments }: { payments: GuardianView['payments'] }) {
  if (payments.length === 0) return <p className={page.muted}>{copy.noPayments}</p>;
  return (
    <ul className={styles.list}>
      {payments.map((payment) => (
        <li key={payment.id} className={styles.row}>
          <p>
            <strong>{payment.item}</strong>
          </p>
          <p>
            {formatMoney(payment.amount)} · {copy.status[payment.status]}
          </p>
          {payment.status === 'COMPLETED' ? (
            <details>
              <summary>{copy.receipt}</summary>
              <dl className={styles.receipt}>
                <dt>{copy.reference}</dt>
                <dd lang="en">{payment.id}</dd>
                <dt>{copy.paidOn}</dt>
                <dd>{formatDate(payment.paid_at ?? payment.created_at)}</dd>
                <dt>{copy.method}</dt>
                <dd>{wallets[payment.method].bn}</dd>
                <dt>{copy.amount}</dt>
                <dd>{formatMoney(payment.amount)}</dd>
                {payment.discount > 0 ? (
                  <>
                    <dt>{copy.discount}</dt>
                    <dd>{formatMoney(payment.discount)}</dd>
                  </>
                ) : null}
              </dl>
              <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
                {copy.print}
              </Button>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A followed learner as the guardian sees them (issue 41): attendance per batch, days of study (the kit's
 * StudyStreak, no goal form), exam results, reviewed recitations with the teacher's marks and playable voice
 * corrections (the kit's ReviewedRecitation), the hifz map (HifzMap) and payments with receipts. Read only:
 * no link or control here acts for the learner.
 */
export function GuardianLearner({ id, initial }: { id: string; initial?: Loaded<GuardianView> }) {
  const learner = useLearner(followedPath(id));
  const client = learner.status === 'signed-in' ? learner.client : null;
  const read = useRead(
    `guardian-view:${id}`,
    withClient(client, (api) => readGuardianView(api, id)),
    initial,
  );
  if (learner.status === 'signed-out') return <PagePlaceholder minHeight="40rem" />;
  return (
    <ReadView state={read} headingLevel={2}>
      {(view) => (
        <>
          <p>
            <a href={guardianPath}>{copy.back}</a>
          </p>

          <Part id="g-attendance" title={copy.attendanceTitle}>
            {view.attendance.length === 0 ? (
              <p className={page.muted}>{copy.noBatches}</p>
            ) : (
              <ul className={styles.list}>
                {view.attendance.map((row) => (
                  <li key={row.batch_id} className={styles.row}>
                    <p>
                      <strong>{row.course_title}</strong> — {row.batch_name}
                    </p>
                    <p>{copy.attendance(row.attended, row.classes)}</p>
                  </li>
                ))}
              </ul>
            )}
          </Part>

          <Part id="g-streak" title={copy.streakTitle}>
            <ul className={styles.list}>
              <li className={styles.row}>
                <p>{copy.streak(view.streak.current_days, view.streak.longest_days)}</p>
                <p>{view.streak.today_active ? copy.todayDone : copy.todayNot}</p>
                <p>{copy.weekMinutes(view.streak.week_minutes, view.streak.weekly_goal_minutes)}</p>
              </li>
            </ul>
          </Part>

          <Part id="g-exams" title={copy.examsTitle}>
            {view.exams.length === 0 ? (
              <p className={page.muted}>{copy.noExams}</p>
            ) : (
              <ul className={styles.list}>
                {view.exams.map((exam) => (
                  <li key={`${exam.exam_id}:${exam.submitted_at}`} className={styles.row}>
                    <p>
                      <strong>{exam.title}</strong> — {exam.batch_name}
                    </p>
                    <p>
                      {exam.score === null
                        ? copy.examWaiting
                        : `${copy.exam(exam.score, exam.total_marks)} · ${exam.passed ? copy.examPassed : copy.examFailed}`}
                      {exam.submitted_at ? ` · ${formatDate(exam.submitted_at)}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Part>

          <Part id="g-practice" title={copy.practiceTitle}>
            {view.practices.length === 0 ? <p className={page.muted}>{copy.noPractice}</p> : null}
            <ul className={styles.list}>
              {view.practices.map((practice) => (
                <li key={practice.id}>
                  <ReviewedRecitation recitation={practice} />
                </li>
              ))}
            </ul>
          </Part>

          <Part id="g-hifz" title={copy.hifzTitle}>
            {view.hifz.length === 0 ? <p className={page.muted}>{copy.noHifz}</p> : null}
            {view.hifz.map((plan) => (
              <div key={plan.target.id}>
                <p>
                  <strong>{plan.target.label}</strong> · {plan.target.batch_name}
                </p>
                <HifzMap map={plan.map} counts={plan.counts} headingLevel={3} />
              </div>
            ))}
          </Part>

          <Part id="g-payments" title={copy.paymentsTitle}>
            <Payments payments={view.payments} />
          </Part>
        </>
      )}
    </ReadView>
  );
}
