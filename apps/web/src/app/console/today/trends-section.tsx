'use client';

import { formatDate, formatMoney } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { TilawatAdmin } from '@tilawat/sdk/admin';
import { BarChart, MeterChart } from '@tilawat/ui';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../console.module.css';

const copy = consoleBn.today;

/** '২৯ নভে.': a day on the chart's axis. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'Asia/Dhaka' }).format(
    new Date(`${day}T12:00:00+06:00`),
  );

/**
 * The last 30 days at a glance (issue 40, `GET /api/v3/admin/trends`): daily sales, courses and shop apart;
 * each live batch's learners against its seats; each class's attendance; the review queue's turnaround.
 * Drawn by the kit's charts, each with its numbers in a table beside it.
 */
export function TrendsSection({ admin, client }: { admin: TilawatAdmin; client: BrowserClient }) {
  const trends = useRead(
    'console-trends',
    withClient(client, () => unwrap(admin.GET('/trends'))),
  );
  return (
    <section aria-labelledby="today-trends">
      <h2 id="today-trends" className={styles.sectionTitle}>
        {copy.trends}
      </h2>
      <ReadView state={trends}>
        {(data) => (
          <>
            <p className={styles.muted}>
              {copy.trendsRange(
                formatDate(`${data.from}T12:00:00+06:00`),
                formatDate(`${data.to}T12:00:00+06:00`),
              )}
            </p>
            <div className={styles.charts}>
              <BarChart
                title={copy.salesChart}
                pointHeading={copy.day}
                series={[
                  { name: copy.courseSales, tone: 'primary' },
                  { name: copy.shopSales, tone: 'accent' },
                ]}
                points={data.sales.map((day) => ({
                  key: day.day,
                  label: shortDay(day.day),
                  values: [day.courses, day.shop],
                }))}
                format={(value) => formatMoney(value)}
              />
              <MeterChart
                title={copy.seatsChart}
                headings={{ row: copy.batch, value: copy.learners, max: copy.seats }}
                rows={data.enrollments.map((batch) => ({
                  key: String(batch.batch_id),
                  label: batch.batch_name,
                  detail: batch.course_title,
                  value: batch.enrolled,
                  max: batch.seats_total,
                }))}
              />
              <MeterChart
                title={copy.attendanceChart}
                headings={{ row: copy.liveClass, value: copy.attended, max: copy.learners }}
                rows={data.attendance.map((live) => ({
                  key: String(live.class_id),
                  label: `${live.title} (${formatDate(live.starts_at)})`,
                  detail: live.batch_name,
                  value: live.attended,
                  max: live.learners,
                }))}
              />
              {data.turnaround.reviews === 0 ||
              data.turnaround.p50_seconds === null ||
              data.turnaround.p90_seconds === null ? (
                <p className={styles.muted}>
                  {copy.turnaroundChart}: {copy.turnaroundNone}
                </p>
              ) : (
                <MeterChart
                  title={`${copy.turnaroundChart} — ${copy.turnaroundReviews(data.turnaround.reviews)}`}
                  headings={{ row: copy.measure, value: copy.hours, max: copy.hours }}
                  format={(seconds) => copy.inHours(seconds)}
                  rows={[
                    { key: 'p50', label: copy.median, value: data.turnaround.p50_seconds, max: null },
                    { key: 'p90', label: copy.p90, value: data.turnaround.p90_seconds, max: null },
                  ]}
                />
              )}
            </div>
          </>
        )}
      </ReadView>
    </section>
  );
}
