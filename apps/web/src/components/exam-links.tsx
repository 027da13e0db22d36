import type { ExamLinkItem } from '~/lib/exams';
import styles from './exam-links.module.css';

/**
 * Exams as links to their pages (`/exam/{id}`), each named by its title, with its state in words
 * and the facts a learner weighs. The shape beside the state is decoration (hidden from screen
 * readers): the words carry it.
 */
export function ExamLinks({ items, label }: { items: readonly ExamLinkItem[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-tone={item.tone} data-state={item.state}>
          <a href={item.href} className={styles.link}>
            {item.title}
          </a>
          <span className={styles.state}>
            <span className={styles.icon} aria-hidden="true" />
            {item.stateLabel}
          </span>
          <p className={styles.facts}>{item.facts.join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}
