import type { ContractHandlers } from '../../core/handlers';
import { batchJson, courseSummaryJson, tk } from '../catalogue/catalogue.json';
import { bookingJson } from '../orientation/orientation.json';
import { promoJson, purchaseJson } from './checkout.json';
import type { CheckoutService } from './checkout.service';

/** Purchases, promos and the learner's bookings (v3): their batches, webinars and pending payments. */
export function checkoutHandlers(checkout: CheckoutService): ContractHandlers {
  const started = ({ purchase, redirectUrl }: Awaited<ReturnType<CheckoutService['buyBatch']>>) => ({
    data: { transaction: purchaseJson(purchase), redirect_url: redirectUrl },
  });

  return {
    v3: {
      v3CreateTransaction: async ({ body, user }) => started(await checkout.buyBatch(user, body)),

      v3CreateBundleTransaction: async ({ body, user }) => started(await checkout.buyBundle(user, body)),

      v3CheckPromo: async ({ body, user }) => {
        const { promo, price } = await checkout.checkPromo(user, body);
        return {
          data: {
            promo: promoJson(promo),
            original: tk(price.original),
            discount: tk(price.discount),
            payable: tk(price.payable),
          },
        };
      },

      v3ListPublicPromos: async () => ({ data: (await checkout.publicPromos()).map(promoJson) }),

      v3GetBookingStatus: async ({ user }) => {
        const { enrollments, pending, bookings } = await checkout.bookingStatus(user);
        return {
          data: {
            enrollments: enrollments.map(({ enrollment, batch, course, taken, attendance, progress }) => ({
              batch: batchJson({ batch, taken }),
              course: courseSummaryJson(course),
              enrolled_at: enrollment.enrolledAt.toISOString(),
              source: enrollment.source,
              expires_at: enrollment.expiresAt?.toISOString() ?? null,
              attendance,
              progress,
            })),
            orientations: bookings.map(bookingJson),
            pending_purchases: pending.map(purchaseJson),
          },
        };
      },
    },
  };
}
