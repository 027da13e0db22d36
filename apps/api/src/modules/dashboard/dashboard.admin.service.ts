// The operator console's dashboard (issue 19): today at a glance, read from each area's repository.
import { type Clock, dhakaDay } from '../../core/clock';
import type { Db } from '../../db/client';
import * as accounts from '../accounts/accounts.repository';
import * as checkout from '../checkout/checkout.repository';
import { seatsTakenSql } from '../enrollments/enrollments.repository';
import * as leads from '../leads/leads.repository';
import * as learningAdmin from '../learning/learning.admin.repository';
import * as shopAdmin from '../shop/shop.admin.repository';

/** Today in Asia/Dhaka (no daylight saving: UTC+6): its date and the instants it begins and ends. */
export function dhakaToday(now: Date): { day: string; from: Date; to: Date } {
  const day = dhakaDay(now);
  const from = new Date(`${day}T00:00:00+06:00`);
  return { day, from, to: new Date(from.getTime() + 86_400_000) };
}

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
  };
}

export type DashboardAdmin = ReturnType<typeof createDashboardAdmin>;
