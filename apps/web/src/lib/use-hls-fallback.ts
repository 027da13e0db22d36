import { type RefObject, useEffect } from 'react';
import { KEPT_PREFIX } from '~/sw/offline-rules';

/** The MIME type a browser that plays HLS natively (Safari, Chromium from 2025) says it can play. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A playlist URL (`…/index.m3u8?exp=…&sig=…`), judged by its path, not its query. */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url, 'http://relative.invalid').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** A downloaded lesson's playlist (issue 39), whose files the service worker answers from the device. */
export function isKeptUrl(src: string): boolean {
  return src.startsWith(KEPT_PREFIX);
}

/**
 * hls.js is needed for an HLS source in a browser that cannot play HLS itself (`canPlayType` says ''), and
 * for a downloaded lesson wherever Media Source Extensions exist: hls.js fetches each file with `fetch`, which
 * the service worker answers from the device, where a browser's own HLS player may not ask the worker.
 */
export function needsHlsJs(src: string | null, canPlay: string): boolean {
  return src !== null && isHlsUrl(src) && (canPlay === '' || isKeptUrl(src));
}

/**
 * Loads hls.js ahead of need, from the one place that loads it (so the same files): a downloaded lesson plays
 * through it offline, so its code is fetched, and kept by the service worker, while the learner is online.
 */
export function preloadHls(): Promise<unknown> {
  return import('hls.js/light');
}

/**
 * Plays an HLS `src` through hls.js (its light build, Media Source Extensions) where the browser has no
 * native HLS; loaded with `import()` only then, so nobody else downloads it. The element's own attempt at
 * the playlist is stopped first (it would fail, and the player would show its error). A fatal hls.js
 * error, or a browser without MSE, ends in the element's `error` event, which the kit's VideoPlayer shows.
 */
export function useHlsFallback(videoRef: RefObject<HTMLVideoElement | null>, src: string | null): void {
  useEffect(() => {
    const video = videoRef.current;
    const canPlay = video?.canPlayType(HLS_TYPE) ?? '';
    if (!video || !needsHlsJs(src, canPlay) || src === null) return;
    video.removeAttribute('src');
    video.load();
    let live = true;
    let destroy: (() => void) | null = null;
    const fail = () => video.dispatchEvent(new Event('error'));
    preloadHls()
      .then((loaded) => {
        const Hls = (loaded as typeof import('hls.js/light')).default;
        if (!live) return;
        if (!Hls.isSupported()) {
          // a downloaded lesson where only the browser's own HLS plays (an older iPhone): let it try
          if (canPlay !== '') {
            video.src = src;
            return;
          }
          fail();
          return;
        }
        const hls = new Hls({ enableWorker: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      })
      .catch(() => {
        if (live) fail();
      });
    return () => {
      live = false;
      destroy?.();
    };
  }, [videoRef, src]);
}
