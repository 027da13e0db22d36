import { describe, expect, it } from 'vitest';
import { isHlsUrl, needsHlsJs } from './use-hls-fallback';

describe('isHlsUrl', () => {
  it.each([
    { given: 'http://127.0.0.1:4000/media/hls/sample/index.m3u8?exp=1764300000&sig=a1b2', want: true },
    { given: '/media/hls/101/INDEX.M3U8', want: true },
    { given: 'http://127.0.0.1:4000/media/recordings/quran/1.mp4', want: false },
    { given: 'http://x/video.mp4?playlist=index.m3u8', want: false },
    { given: 'http://[bad', want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isHlsUrl(given)).toBe(want);
  });
});

describe('needsHlsJs', () => {
  const hls = 'http://x/media/hls/sample/index.m3u8?sig=1';
  it.each([
    { src: hls, canPlay: '', want: true },
    { src: hls, canPlay: 'maybe', want: false },
    { src: hls, canPlay: 'probably', want: false },
    { src: 'http://x/1.mp4', canPlay: '', want: false },
    { src: null, canPlay: '', want: false },
    // a downloaded lesson goes through hls.js even where the browser plays HLS (its fetches reach the worker)
    { src: '/kept/12/index.m3u8', canPlay: 'maybe', want: true },
    { src: '/kept/12/index.m3u8', canPlay: '', want: true },
  ])('src $src with canPlayType "$canPlay" → $want', ({ src, canPlay, want }) => {
    expect(needsHlsJs(src, canPlay)).toBe(want);
  });
});
