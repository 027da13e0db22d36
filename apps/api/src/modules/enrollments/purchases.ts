// What the enrollments area asks of the checkout area: a learner's latest purchases (the console's
// learner view) and the seats unpaid purchases hold (an operator's enrollment is held to the seat rule,
// enrollments.service.ts). Checkout enrolls its buyers, so its area sits above this one: it gives this
// (checkout.repository.ts `purchasesOf` and `seatHoldCountSql`, wired in src/areas.ts), and enrollments
// never imports checkout.
import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { Db, Tx } from '../../db/client';
import type { SeatHolds } from './enrollments.repository';

type ShownPurchase = AdminSchemas['AdminLearnerDetail']['purchases'][number];

/** A course purchase, as the console's learner view shows it. */
export interface LearnerPurchase {
  id: string;
  batchId: number;
  /** The bundle plan bought, if any. */
  plan: string | null;
  amount: number;
  method: ShownPurchase['method'];
  status: ShownPurchase['status'];
  createdAt: Date;
  completedAt: Date | null;
}

export interface CheckoutPurchases {
  /** A learner's latest course purchases, newest first. */
  latestOf(db: Db | Tx, userId: string, limit: number): Promise<LearnerPurchase[]>;
  /** The seats a batch's unpaid purchases hold, as a column over the table of `batchId`. */
  holds: SeatHolds;
}
