'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { consoleBn } from '~/copy/console';
import styles from './console.module.css';

/** The console's sections, in the order operators reach for them. */
export const consoleSections = [
  { href: '/console', label: consoleBn.navToday },
  { href: '/console/courses', label: consoleBn.navCourses },
  { href: '/console/batches', label: consoleBn.navBatches },
  { href: '/console/reviews', label: consoleBn.navReviews },
  { href: '/console/practice', label: consoleBn.navPractice },
  { href: '/console/learners', label: consoleBn.navLearners },
  { href: '/console/promos', label: consoleBn.navPromos },
  { href: '/console/orientations', label: consoleBn.navOrientations },
  { href: '/console/orders', label: consoleBn.navOrders },
  { href: '/console/leads', label: consoleBn.navLeads },
  { href: '/console/audit', label: consoleBn.navAudit },
  { href: '/console/jobs', label: consoleBn.navJobs },
  { href: '/console/vitals', label: consoleBn.navVitals },
] as const;

/** The section a console path is in: `/console` itself only for its own page, the rest by their prefix. */
export function currentSection(pathname: string): (typeof consoleSections)[number] | undefined {
  return consoleSections.find((section) =>
    section.href === '/console'
      ? pathname === '/console'
      : pathname === section.href || pathname.startsWith(`${section.href}/`),
  );
}

/**
 * The console's own navigation (issue 40): on a phone one compact button naming the current section, which
 * opens the list; on a laptop a side navigation, always open. The current section is marked
 * (`aria-current="page"`, and drawn so).
 */
export function ConsoleNav() {
  const pathname = usePathname() ?? '/console';
  const current = currentSection(pathname);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={consoleBn.nav} className={styles.nav} data-open={open}>
      <button
        type="button"
        className={styles.navToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {consoleBn.navCurrent(current?.label ?? consoleBn.navToday)}
      </button>
      <ul id={listId} className={styles.navList}>
        {consoleSections.map((section) => (
          <li key={section.href}>
            <a href={section.href} aria-current={section === current ? 'page' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
