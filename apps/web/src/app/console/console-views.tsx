'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/**
 * The console's pages as the browser draws them: each is read and written in the browser as the signed-in
 * operator, and each is a chunk of its own, loaded after hydration with a placeholder in its place (no
 * console page's first-load JavaScript carries a view, RTK Query or the console's copy). A page imports
 * its view from here; this module holds nothing but these references.
 */

/** The audit log is read in the browser, as the signed-in admin. */
export const AuditConsole = dynamic(() => import('./audit/audit-console').then((m) => m.AuditConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** A batch's content is read and written in the browser, as the signed-in admin or teacher. */
export const BatchContent = dynamic(
  () => import('./batches/[id]/batch-content').then((m) => m.BatchContent),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The batches are read and written in the browser, as the signed-in admin or teacher. */
export const BatchesConsole = dynamic(
  () => import('./batches/batches-console').then((m) => m.BatchesConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The courses are read and written in the browser, as the signed-in admin. */
export const CoursesConsole = dynamic(
  () => import('./courses/courses-console').then((m) => m.CoursesConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** An exam is read and written in the browser, as the signed-in teacher or admin. */
export const ExamConsole = dynamic(() => import('./exams/[id]/exam-console').then((m) => m.ExamConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** A learner's memorisation is read and moved in the browser, as the signed-in teacher or admin (issue 41). */
export const HifzLearnerConsole = dynamic(
  () => import('./hifz/[id]/hifz-learner-console').then((m) => m.HifzLearnerConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The failed background jobs are read and retried in the browser, as the signed-in admin. */
export const FailedJobsConsole = dynamic(
  () => import('./jobs/failed-jobs-console').then((m) => m.FailedJobsConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The call-back requests are read in the browser, as the signed-in admin. */
export const LeadsConsole = dynamic(() => import('./leads/leads-console').then((m) => m.LeadsConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** One learner is read and changed in the browser, as the signed-in admin. */
export const LearnerConsole = dynamic(
  () => import('./learners/[id]/learner-console').then((m) => m.LearnerConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The learners are read in the browser, as the signed-in admin. */
export const LearnersConsole = dynamic(
  () => import('./learners/learners-console').then((m) => m.LearnersConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** One order is read in the browser, as the signed-in admin. */
export const OrderConsole = dynamic(() => import('./orders/[id]/order-console').then((m) => m.OrderConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** The console's orders run in the browser, as the signed-in admin (their tokens live there). */
export const OrdersConsole = dynamic(() => import('./orders/orders-console').then((m) => m.OrdersConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** The webinars are read and written in the browser, as the signed-in admin. */
export const OrientationsConsole = dynamic(
  () => import('./orientations/orientations-console').then((m) => m.OrientationsConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The review is read and written in the browser, as the signed-in teacher or admin. */
export const PracticeReview = dynamic(
  () => import('./practice/[id]/practice-review').then((m) => m.PracticeReview),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The queue is read in the browser, as the signed-in teacher or admin. */
export const PracticeQueue = dynamic(() => import('./practice/practice-queue').then((m) => m.PracticeQueue), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

/** The promo codes are read and written in the browser, as the signed-in admin. */
export const PromosConsole = dynamic(() => import('./promos/promos-console').then((m) => m.PromosConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** The answers are read and marked in the browser, as the signed-in teacher or admin. */
export const ReviewsConsole = dynamic(
  () => import('./reviews/reviews-console').then((m) => m.ReviewsConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** Today's figures are read in the browser, as the signed-in admin. */
export const TodayConsole = dynamic(() => import('./today/today-console').then((m) => m.TodayConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

/** The field data is read in the browser, as the signed-in admin. */
export const VitalsConsole = dynamic(() => import('./vitals/vitals-console').then((m) => m.VitalsConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});
