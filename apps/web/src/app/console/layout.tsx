import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import consoleStyles from './console.module.css';
import { ConsoleNav } from './console-nav';
import { consoleSections } from './console-sections';

export const metadata: Metadata = {
  title: consoleBn.metaTitle,
  robots: { index: false, follow: false },
};

/**
 * /console: the operator console (issue 19), in the same app as the learner's pages but under its own
 * route segment, so none of its code or copy loads on theirs. Each page reads as the signed-in
 * operator in the browser; the api checks the role of every call. A workplace, not a page of the site
 * (issue 40): its own frame — the section menu on a phone, a side navigation on a laptop — and no public
 * footer (the root layout leaves it out under /console).
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.container} ${consoleStyles.frame}`}>
      <ConsoleNav sections={consoleSections} label={consoleBn.nav} />
      <div className={consoleStyles.work}>{children}</div>
    </div>
  );
}
