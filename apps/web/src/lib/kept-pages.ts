import { PAGES_CACHE } from '~/sw/offline-rules';

/**
 * Forgets the pages the service worker kept for reading offline (issue 39): a learner's own pages must not
 * outlive their session on a shared phone. Called when the learner signs out, when the session ends, and
 * when a sign-in starts a new one.
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}
