import type { V3Schemas } from '@tilawat/sdk';
import { attendance as attendanceWords } from '../copy/words/attendance';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './attendance-badge.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { attendance: attendanceWords };

export interface AttendanceBadgeProps {
  /** The learner's attendance of a live batch (`BatchDetail.attendance`, `Enrollment.attendance`). */
  attendance: V3Schemas['Attendance'];
  className?: string;
}

/**
 * A learner's attendance as a small badge: "উপস্থিত ৭/১০" to the eye, a sentence to the ear
 * ("১০টি ক্লাসের মধ্যে ৭টিতে উপস্থিত"), and a bar that shows the share as a length (words always
 * carry the meaning, never the colour). Before any class was held: "এখনো কোনো ক্লাস হয়নি".
 */
export function AttendanceBadge({ attendance, className }: AttendanceBadgeProps) {
  const { attended, held } = attendance;
  if (held === 0) {
    return (
      <span className={cx(styles.badge, className)} data-state="none">
        {bn.attendance.none}
      </span>
    );
  }
  const share = Math.min(1, Math.max(0, attended / held));
  return (
    <span className={cx(styles.badge, className)} data-state="counted">
      <span aria-hidden="true">{bn.attendance.short(attended, held)}</span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.fill} style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </span>
      <span className={hidden.hidden}>{bn.attendance.sentence(attended, held)}</span>
    </span>
  );
}
