import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { dialog as dialogWords } from '../copy/words/dialog';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './dialog.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { dialog: dialogWords };

/** What a Dialog hands to its trigger so it opens the dialog and says so to assistive technology. */
export interface DialogTriggerProps {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string;
}

export interface DialogProps {
  /** Open (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Every open and close, whatever caused it (trigger, close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading: names it. */
  title: ReactNode;
  /** A sentence under the heading: describes it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom; the primary one last. */
  footer?: ReactNode;
  /** Renders the element that opens the dialog, e.g. `(props) => <Button {...props}>…</Button>`. */
  trigger?: (props: DialogTriggerProps) => ReactNode;
  /** Escape, the close button and a click on the backdrop close it (default); false for a must-answer dialog. */
  dismissible?: boolean;
  className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native <dialog>: the page behind is inert, focus
 * moves in and is kept in (Tab wraps), Escape closes, and focus returns to what opened it.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  dismissible = true,
  className,
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      // Focus the first control of the content, else the close button, else the dialog itself.
      const body = element.querySelector<HTMLElement>(`[data-dialog-body] :is(${focusable})`);
      const first = body ?? element.querySelector<HTMLElement>(focusable) ?? element;
      first.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      returnTo.current?.focus();
      returnTo.current = null;
    }
  }, [open]);

  // Unmounting while open still gives focus back.
  useEffect(() => () => returnTo.current?.focus(), []);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The native dialog would close itself; the state decides instead.
      event.preventDefault();
      event.stopPropagation();
      if (dismissible) close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === event.currentTarget)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {trigger?.({
        onClick: () => setOpen(true),
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': id,
      })}
      <dialog
        ref={dialog}
        id={id}
        className={cx(styles.dialog, className)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-modal="true"
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault();
          if (dismissible) close();
        }}
        onClick={(event) => {
          // A click on the ::backdrop lands on the <dialog> itself, outside its content box.
          if (!dismissible || event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) close();
        }}
      >
        {open ? (
          <div className={styles.content}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {dismissible ? (
                <button type="button" className={styles.close} onClick={close} aria-label={bn.dialog.close}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2.25"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              ) : null}
            </div>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
            {children ? (
              <div className={styles.body} data-dialog-body="">
                {children}
              </div>
            ) : null}
            {footer ? (
              <div className={styles.footer} data-dialog-body="">
                {footer}
              </div>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
