import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import type { CheckoutAdmin } from './checkout.admin.service';
import type { PromoRow } from './checkout.repository';

/** A promo as the console's contract writes it (AdminPromo). */
export const adminPromoJson = ({
  promo,
  uses,
}: {
  promo: PromoRow;
  uses: number;
}): AdminSchemas['AdminPromo'] => ({
  code: promo.code,
  title: promo.title,
  description: promo.description,
  kind: promo.kind,
  value: promo.value,
  courses: promo.courseIds,
  valid_until: promo.validUntil?.toISOString() ?? null,
  public: promo.public,
  per_learner_limit: promo.perLearnerLimit,
  total_limit: promo.totalLimit,
  uses,
});

/** The console's promo codes (issue 19), admins only. */
export function checkoutAdminHandlers(promos: CheckoutAdmin): ContractHandlers {
  return {
    admin: {
      adminListPromos: async ({ query }) => ({ data: mapPage(await promos.list(query), adminPromoJson) }),
      adminCreatePromo: async ({ body, user }) => ({
        data: adminPromoJson(await promos.create(user, body)),
      }),
      adminUpdatePromo: async ({ params, body, user }) => ({
        data: adminPromoJson(await promos.update(user, params.code, body)),
      }),
    },
  };
}
