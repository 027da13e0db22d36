import { toaster as toasterWords } from '../copy/words/toaster';
import styles from './toaster.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { toaster: toasterWords };

export interface NoticeToastProps {
  message: string;
  onClose: () => void;
}

/** A notice's toast (`notify.notice`): the sentence and a button that closes it. */
export function NoticeToast({ message, onClose }: NoticeToastProps) {
  return (
    <span className={styles.notice}>
      <span>{message}</span>
      <button type="button" className={styles.close} onClick={onClose}>
        {bn.toaster.close}
      </button>
    </span>
  );
}
