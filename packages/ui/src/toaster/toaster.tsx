import { toastPolicy } from '@tilawat/domain';
import { useEffect } from 'react';
import { Toaster as HotToaster, type ToastPosition, toast, useToasterStore } from 'react-hot-toast';
import { outletMounted } from './outlet';
import styles from './toaster.module.css';

export interface ToasterProps {
  /** Where toasts appear; top centre suits phones. */
  position?: ToastPosition;
  /**
   * How many toasts are kept on screen; the oldest beyond it are dismissed (the specification keeps at most
   * 20).
   */
  limit?: number;
}

/** Toast looks from the tokens, so both themes and the Bengali face apply. */
const look = {
  background: 'var(--color-surface-raised)',
  color: 'var(--color-ink)',
  font: 'inherit',
  lineHeight: 'var(--leading-body)',
  borderRadius: 'var(--radius-lg)',
  boxShadow: 'var(--shadow-3)',
  padding: 'var(--space-2) var(--space-3)',
  maxInlineSize: 'min(28rem, calc(100vw - 2rem))',
} as const;

/**
 * The one toast outlet of the app (react-hot-toast) with the specification's toast policy from
 * domain's `toastPolicy`: 4 s by default, 2 s for success, loading until dismissed, and at most
 * 20 kept. Mount it once; raise toasts with `notify`.
 */
export function Toaster({ position = 'top-center', limit = toastPolicy.limit }: ToasterProps) {
  const { toasts } = useToasterStore();

  // Toasts raised before this outlet mounted are raised now, so their time starts when they can be seen.
  // (This effect runs after react-hot-toast's own, which subscribe the outlet to its store.)
  useEffect(() => outletMounted(), []);

  // react-hot-toast has no "max visible" option: dismiss the oldest beyond the limit (newest come first).
  useEffect(() => {
    for (const stale of toasts.filter((t) => t.visible).slice(limit)) toast.dismiss(stale.id);
  }, [toasts, limit]);

  return (
    <HotToaster
      position={position}
      containerClassName={styles.container}
      toastOptions={{
        className: styles.toast,
        style: look,
        duration: toastPolicy.duration.default,
        success: {
          duration: toastPolicy.duration.success,
          iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-surface-raised)' },
        },
        error: {
          duration: toastPolicy.duration.error,
          iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-surface-raised)' },
        },
        loading: {
          duration: toastPolicy.duration.loading,
          iconTheme: { primary: 'var(--color-primary)', secondary: 'var(--color-border)' },
        },
      }}
    />
  );
}
