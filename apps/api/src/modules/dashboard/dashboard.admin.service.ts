// The operator console's dashboard (issue 19): today at a glance, read from each area's repository.
import { addDays, type Clock, dhakaDay, dhakaDayStart } from '../../core/clock';
import type { Db } from '../../db/client';
import * as accounts from '../accounts/accounts.repository';
import { batches } from '../catalogue/catalogue.table';
import * as checkout from '../checkout/checkout.repository';
import { enrollmentCountSql, seatsTakenSql } from '../enrollments/enrollments.repository';
import * as leads from '../leads/leads.repository';
import * as learningAdmin from '../learning/learning.admin.repository';
import * as practiceAdmin from '../practice/practice.admin.repository';
import * as shopAdmin from '../shop/shop.admin.repository';

/** Today in Asia/Dhaka (no daylight saving: UTC+6): its date and the instants it begins and ends. */
export function dhakaToday(now: Date): { day: string; from: Date; to: Date } {
  const day = dhakaDay(now);
  const from = dhakaDayStart(day);
  return { day, from, to: new Date(from.getTime() + 86_400_000) };
}

/** The console's trends look back this many days, today included. */
export const TREND_DAYS = 30;

export function createDashboardAdmin({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Today (Asia/Dhaka): the sales — paid course purchases, and taka paid through a mobile wallet in
     * the shop (orders and top-ups) — the learners who joined, the call-backs waiting, the running live
     * batches with their seats left, and today's live classes. Six reads, side by side.
     */
    async dashboard() {
      const now = clock.now();
      const { day, from, to } = dhakaToday(now);
      const [courses, shop, joined, waiting, running, classes] = await Promise.all([
        checkout.salesBetween(db, from, to),
        shopAdmin.walletPaymentsBetween(db, from, to),
        accounts.learnersJoinedBetween(db, from, to),
        leads.waitingCount(db),
        learningAdmin.runningLiveBatches(db, from, seatsTakenSql(now, checkout.seatHoldCountSql)),
        learningAdmin.classesBetween(db, from, to),
      ]);
      return { day, courses, shop, joined, waiting, running, classes };
    },

    /**
     * The last 30 days (Asia/Dhaka, today included), for the console's charts (issue 40): the sales of each
     * day, courses and shop apart; each batch with a class in the period against its seats; the attendance
     * of each class held (the latest 20); the review queue's turnaround (median and 90th percentile).
     */
    async trends() {
      const now = clock.now();
      const { day: today, to } = dhakaToday(now);
      const first = addDays(today, -(TREND_DAYS - 1));
      const from = dhakaDayStart(first);
      const [courses, shop, enrolled, attendance, turnaround] = await Promise.all([
        checkout.dailySalesBetween(db, from, to),
        shopAdmin.dailyWalletPaymentsBetween(db, from, to),
        learningAdmin.runningLiveBatches(db, from, enrollmentCountSql(batches.id)),
        learningAdmin.attendanceBetween(db, from, now, 20),
        practiceAdmin.reviewTurnaround(db, from, to),
      ]);
      const byDay = (rows: readonly { day: string; amount: number }[]) =>
        new Map(rows.map((row) => [row.day, row.amount]));
      const courseSales = byDay(courses);
      const shopSales = byDay(shop);
      const days = Array.from({ length: TREND_DAYS }, (_, i) => addDays(first, i));
      return {
        from: first,
        to: today,
        sales: days.map((day) => ({
          day,
          courses: courseSales.get(day) ?? 0,
          shop: shopSales.get(day) ?? 0,
        })),
        enrolled,
        attendance,
        turnaround,
      };
    },
  };
}

export type DashboardAdmin = ReturnType<typeof createDashboardAdmin>;
