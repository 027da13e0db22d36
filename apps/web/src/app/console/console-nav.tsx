'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import styles from './console.module.css';

/** A section of the console: where it is, its name, and the phone's button naming it as the current one. */
export interface ConsoleSection {
  href: string;
  label: string;
  toggle: string;
}

/** The section a console path is in: `/console` itself only for its own page, the rest by their prefix. */
export function currentSection<S extends { href: string }>(
  sections: readonly S[],
  pathname: string,
): S | undefined {
  return sections.find((section) =>
    section.href === '/console'
      ? pathname === '/console'
      : pathname === section.href || pathname.startsWith(`${section.href}/`),
  );
}

/**
 * The console's own navigation (issue 40): on a phone one compact button naming the current section, which
 * opens the list; on a laptop a side navigation, always open. The current section is marked
 * (`aria-current="page"`, and drawn so). The words come from the server's layout, so the console's copy
 * never rides in the first-load JavaScript of its pages.
 */
export function ConsoleNav({ sections, label }: { sections: readonly ConsoleSection[]; label: string }) {
  const pathname = usePathname() ?? '/console';
  const current = currentSection(sections, pathname) ?? sections[0];
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={label} className={styles.nav} data-open={open}>
      <button
        type="button"
        className={styles.navToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {current?.toggle}
      </button>
      <ul id={listId} className={styles.navList}>
        {sections.map((section) => (
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
