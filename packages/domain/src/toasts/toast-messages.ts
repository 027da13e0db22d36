import { toastMessages } from '../copy/toasts';

export type ToastEvent = keyof typeof toastMessages;
export type Language = 'bn' | 'en';

/** The message of an event in a language; Bengali unless asked otherwise. */
export function toastMessage(event: ToastEvent, language: Language = 'bn'): string {
  return toastMessages[event][language];
}

/**
 * The product specification's toast policy: at most 20 toasts kept; 4 s by default, 2 s for success, loading
 * until dismissed. A notice (a sign-in's `LoginResult.notice`, issue 17) is a sentence to read at leisure: it
 * stays until the learner closes it.
 */
export const toastPolicy = {
  limit: 20,
  duration: {
    default: 4000,
    success: 2000,
    error: 4000,
    loading: Number.POSITIVE_INFINITY,
    notice: Number.POSITIVE_INFINITY,
  },
} as const;
