import { useEffect, useState } from 'react';

/** Whether this browser plays Opus in WebM (the smaller file); decided after hydration (the server cannot know). */
export function usePlaysWebm(): boolean {
  const [plays, setPlays] = useState(false);
  useEffect(() => {
    setPlays(document.createElement('audio').canPlayType('audio/webm; codecs="opus"') !== '');
  }, []);
  return plays;
}

/** An object URL of a take while it is shown, revoked when it changes or the page goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl({ blob, url: made });
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return blob && url?.blob === blob ? url.url : null;
}

/**
 * The recorder's and the queue's code (a few kB, no tus) fetched once the page is idle while ayahs are
 * open for recording: a learner whose connection drops before the first "record" can still record and
 * keep takes. Still no page's first-load JavaScript; tus-js-client waits for the first upload.
 */
export function usePrefetchRecorder(enabled: boolean) {
  useEffect(() => {
    if (!enabled || !navigator.onLine) return;
    const fetchChunks = () => {
      void Promise.all([
        import('~/lib/practice-recorder'),
        import('~/lib/practice-queue'),
        import('~/lib/practice-takes'),
        import('~/lib/practice-store'),
      ]).catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchChunks, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(fetchChunks, 2_000);
    return () => clearTimeout(handle);
  }, [enabled]);
}

/** Asks before the tab closes while a take is being recorded, or while takes this device cannot keep are unsent. */
