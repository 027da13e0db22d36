import { FALLBACK_ERROR, type ToastEvent, toastMessage, toastPolicy } from '@tilawat/domain';
import { createElement } from 'react';
import { toast } from 'react-hot-toast';
import { NoticeToast } from './notice-toast';

/**
 * Toasts with the product's words: outcomes of product-spec §8 by event (domain's
 * `toastMessages`, Bengali), errors with the server's `msg` or the fallback. Durations come from
 * the <Toaster> (domain's `toastPolicy`).
 */
export const notify = {
  /** 'Successfully logged in' and the other §8 outcomes, in Bengali. */
  success: (event: ToastEvent, options?: { id?: string }) => toast.success(toastMessage(event), options),
  /** The server's Bengali `msg`, or 'Something Went Wrong!' in Bengali when there is none. */
  error: (msg?: string | null, options?: { id?: string }) =>
    toast.error(msg || FALLBACK_ERROR.bn, {
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      ...options,
    }),
  /** A message that stays until dismissed or replaced (pass its id to success/error to replace it). */
  loading: (message: string, options?: { id?: string }) => toast.loading(message, options),
  /**
   * A sentence to read at leisure, such as a sign-in's notice (another device's session ended): it
   * stays, announced politely, until the learner closes it with its button.
   */
  notice: (message: string, options?: { id?: string }) =>
    toast((shown) => createElement(NoticeToast, { message, onClose: () => toast.dismiss(shown.id) }), {
      duration: toastPolicy.duration.notice,
      icon: null,
      // it stays until closed: at the bottom, where it never covers the header's controls
      position: 'bottom-center',
      ...options,
    }),
  /** A plain message. */
  message: (message: string, options?: { id?: string }) => toast(message, options),
  dismiss: (id?: string) => toast.dismiss(id),
};
