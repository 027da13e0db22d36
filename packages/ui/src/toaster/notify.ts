import { FALLBACK_ERROR, type ToastEvent, toastMessage, toastPolicy } from '@tilawat/domain';
import { createElement } from 'react';
import { toast } from 'react-hot-toast';
import { NoticeToast } from './notice-toast';
import { nextToastId, whenShown } from './outlet';

type Options = { id?: string };

/** Raises a toast once a Toaster can show it (`outlet.ts`); answers its id at once. */
function raise(show: (options: { id: string }) => unknown, options?: Options): string {
  const id = options?.id ?? nextToastId();
  whenShown(() => show({ ...options, id }));
  return id;
}

/**
 * Toasts with the product's words: the specification's success outcomes by event (domain's
 * `toastMessages`, Bengali), errors with the server's `msg` or the fallback. Durations come from
 * the <Toaster> (domain's `toastPolicy`), and count from when a Toaster shows them: one raised before
 * the Toaster is mounted waits for it. Each answers the toast's id.
 */
export const notify = {
  /** 'Successfully logged in' and the specification's other success outcomes, in Bengali. */
  success: (event: ToastEvent, options?: Options) =>
    raise((o) => toast.success(toastMessage(event), o), options),
  /** The server's Bengali `msg`, or 'Something Went Wrong!' in Bengali when there is none. */
  error: (msg?: string | null, options?: Options) =>
    raise(
      (o) =>
        toast.error(msg || FALLBACK_ERROR.bn, {
          ariaProps: { role: 'alert', 'aria-live': 'assertive' },
          ...o,
        }),
      options,
    ),
  /** A message that stays until dismissed or replaced (pass its id to success/error to replace it). */
  loading: (message: string, options?: Options) => raise((o) => toast.loading(message, o), options),
  /**
   * A sentence to read at leisure, such as a sign-in's notice (another device's session ended): it
   * stays, announced politely, until the learner closes it with its button.
   */
  notice: (message: string, options?: Options) =>
    raise(
      (o) =>
        toast((shown) => createElement(NoticeToast, { message, onClose: () => toast.dismiss(shown.id) }), {
          duration: toastPolicy.duration.notice,
          icon: null,
          // it stays until closed: at the bottom, where it never covers the header's controls
          position: 'bottom-center',
          ...o,
        }),
      options,
    ),
  /** A plain message. */
  message: (message: string, options?: Options) => raise((o) => toast(message, o), options),
  /** Dismisses one toast (or all), in turn with the toasts raised before it. */
  dismiss: (id?: string) => whenShown(() => toast.dismiss(id)),
};
