import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { personJson } from '../accounts/accounts.json';
import type { UserRow } from '../accounts/accounts.repository';
import { tk } from '../catalogue/catalogue.json';
import type { EnrollmentsAdmin } from './enrollments.admin.service';

const learnerJson = ({
  user,
  enrollmentsCount,
}: {
  user: UserRow;
  enrollmentsCount: number;
}): AdminSchemas['AdminLearner'] => ({
  ...personJson(user),
  verified: user.verified,
  joined_at: user.createdAt.toISOString(),
  enrollments_count: enrollmentsCount,
});

/** A learner with their enrollments, purchases and sessions (AdminLearnerDetail). */
function detailJson(
  view: Awaited<ReturnType<EnrollmentsAdmin['detail']>>,
): AdminSchemas['AdminLearnerDetail'] {
  return {
    learner: learnerJson(view),
    enrollments: view.enrollments.map(({ enrollment, batch, courseTitle }) => ({
      batch: { id: batch.id, name: batch.name, mode: batch.mode },
      course_title: courseTitle,
      source: enrollment.source,
      enrolled_at: enrollment.enrolledAt.toISOString(),
      expires_at: enrollment.expiresAt?.toISOString() ?? null,
    })),
    purchases: view.purchases.map(({ purchase, itemTitle }) => ({
      id: purchase.id,
      item_title: itemTitle,
      amount: tk(purchase.amount),
      method: purchase.method,
      status: purchase.status,
      created_at: purchase.createdAt.toISOString(),
      paid_at: purchase.completedAt?.toISOString() ?? null,
    })),
    sessions: view.sessions.map((session) => ({
      id: session.id,
      user_agent: session.userAgent,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
    })),
  };
}

/** The console's learners (issue 19): found, seen whole, enrolled or signed out by hand; admins only. */
export function enrollmentsAdminHandlers(learners: EnrollmentsAdmin): ContractHandlers {
  return {
    admin: {
      adminListLearners: async ({ query }) => ({
        data: mapPage(await learners.list(query.q, query), learnerJson),
      }),
      adminGetLearner: async ({ params }) => ({ data: detailJson(await learners.detail(params.id)) }),
      adminSignOutLearner: async ({ params, user }) => ({
        data: { ended: await learners.signOut(user, params.id) },
      }),
      adminEnrollLearner: async ({ params, body, user }) => ({
        data: detailJson(await learners.enroll(user, params.id, body)),
      }),
      adminIssueCoupon: async ({ params, body, user }) => {
        const coupon = await learners.issueCoupon(user, params.id, body);
        return {
          data: {
            id: coupon.id,
            code: coupon.code,
            kind: coupon.kind,
            title: coupon.title,
            value: tk(coupon.value),
            expires_at: coupon.expiresAt?.toISOString() ?? null,
            reason: coupon.reason,
          },
        };
      },
      adminUnenrollLearner: async ({ params, body, user }) => ({
        data: detailJson(await learners.unenroll(user, params.id, params.batch, body.reason)),
      }),
    },
  };
}
