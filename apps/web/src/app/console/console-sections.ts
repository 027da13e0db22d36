import { consoleBn } from '~/copy/console';
import type { ConsoleSection } from './console-nav';

const section = (href: string, label: string): ConsoleSection => ({
  href,
  label,
  toggle: consoleBn.navCurrent(label),
});

/** The console's sections, in the order operators reach for them (drawn by ConsoleNav, from the layout). */
export const consoleSections: readonly ConsoleSection[] = [
  section('/console', consoleBn.navToday),
  section('/console/courses', consoleBn.navCourses),
  section('/console/batches', consoleBn.navBatches),
  section('/console/reviews', consoleBn.navReviews),
  section('/console/practice', consoleBn.navPractice),
  section('/console/learners', consoleBn.navLearners),
  section('/console/promos', consoleBn.navPromos),
  section('/console/orientations', consoleBn.navOrientations),
  section('/console/orders', consoleBn.navOrders),
  section('/console/leads', consoleBn.navLeads),
  section('/console/audit', consoleBn.navAudit),
  section('/console/jobs', consoleBn.navJobs),
  section('/console/vitals', consoleBn.navVitals),
];
