import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { confirmDialog as confirmDialogWords } from '../copy/words/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import styles from './confirm-dialog.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { confirmDialog: confirmDialogWords };

export interface ConfirmDialogProps {
  /** Open (controlled: the page opens it, and closes it when the action is done). */
  open: boolean;
  /** Cancel, Escape, the close button or the backdrop asked to close (never while busy). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'অর্ডার বাতিল করবেন?': names the dialog. */
  title: ReactNode;
  /** What follows from it: describes the dialog. */
  description?: ReactNode;
  /** The action's words, e.g. 'হ্যাঁ, বাতিল করুন'. */
  confirmLabel: ReactNode;
  /** The safe choice's words; 'বাতিল করুন' when not given. */
  cancelLabel?: ReactNode;
  /** danger: destructive (default); primary: a money or other weighty action that destroys nothing. */
  tone?: 'danger' | 'primary';
  /** The action is on its way: the confirm button spins, cancel is disabled and the dialog stays open. */
  busy?: boolean;
  /** Why the action failed, announced (role="alert"); the dialog stays open to try again. */
  error?: ReactNode;
  onConfirm: () => void;
  className?: string;
}

/**
 * Asks before a destructive or money action, on the kit's Dialog: the question names it, the
 * consequence describes it, focus starts on cancel (the safe choice), and the action is the last
 * button, in the danger (default) or primary tone. While busy it cannot be dismissed; a failure is
 * announced inside it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = bn.confirmDialog.cancel,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
      dismissible={!busy}
      className={className}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {/* Always there, so an error that arrives later is announced. */}
      <div role="alert" className={styles.alertSlot}>
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    </Dialog>
  );
}
