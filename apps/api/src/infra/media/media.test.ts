import { describe, expect, it } from 'vitest';
import {
  AUDIO_FILE,
  byteRange,
  createMediaSigner,
  isPracticeAudioKey,
  MEDIA_FILE,
  MEDIA_KEY,
  signPlaylist,
} from './media';

const now = new Date('2026-03-01T06:00:00Z');
const nowSeconds = now.getTime() / 1000;
const signer = createMediaSigner({
  secret: 's'.repeat(40),
  ttlSeconds: 4 * 3600,
  publicOrigin: 'https://api.tilawat.test',
});

/** The exp and sig of a signed playback URL. */
function query(url: string) {
  const { searchParams } = new URL(url);
  return { exp: searchParams.get('exp') ?? '', sig: searchParams.get('sig') ?? '' };
}

describe('createMediaSigner', () => {
  it('signs a key as its playlist URL, valid for the lifetime', () => {
    const url = signer.playbackUrl('hls/sample', now);
    expect(url).toMatch(
      /^https:\/\/api\.tilawat\.test\/media\/hls\/sample\/index\.m3u8\?exp=\d+&sig=[0-9a-f]{64}$/,
    );
    const { exp, sig } = query(url);
    expect(Number(exp)).toBe(nowSeconds + 4 * 3600);
    expect(signer.verify('hls/sample', exp, sig, now)).toBe('ok');
    expect(signer.verify('hls/sample', exp, sig, new Date((nowSeconds + 4 * 3600) * 1000))).toBe('ok');
  });

  it('passes absolute URLs through and trims slashes around a key', () => {
    const cdn = 'https://cdn.example.com/hls/101/index.m3u8';
    expect(signer.playbackUrl(cdn, now)).toBe(cdn);
    expect(signer.playbackUrl('http://cdn.example.com/a.m3u8', now)).toBe('http://cdn.example.com/a.m3u8');
    expect(signer.playbackUrl('/hls/sample/', now)).toBe(signer.playbackUrl('hls/sample', now));
  });

  it('answers expired once exp is past', () => {
    const { exp, sig } = query(signer.playbackUrl('hls/sample', now));
    const later = new Date((Number(exp) + 1) * 1000);
    expect(signer.verify('hls/sample', exp, sig, later)).toBe('expired');
  });

  const { exp, sig } = signer.sign('hls/sample', nowSeconds + 60);
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
  it.each([
    ['another key', 'hls/other', exp, sig],
    ['a longer expiry', 'hls/sample', String(Number(exp) + 3600), sig],
    ['one changed character', 'hls/sample', exp, flipped],
    ['junk after the signature', 'hls/sample', exp, `${sig}zz`],
    ['half a byte more', 'hls/sample', exp, `${sig}0`],
    ['a truncated signature', 'hls/sample', exp, sig.slice(0, 32)],
    ['no signature', 'hls/sample', exp, undefined],
    ['an empty signature', 'hls/sample', exp, ''],
    ['no expiry', 'hls/sample', undefined, sig],
    ['a fractional expiry', 'hls/sample', `${exp}.0`, sig],
    ['a repeated query field', 'hls/sample', [exp, exp], sig],
    [
      'another secret',
      'hls/sample',
      exp,
      createMediaSigner({ secret: 't'.repeat(40), ttlSeconds: 60, publicOrigin: '' }).sign(
        'hls/sample',
        Number(exp),
      ).sig,
    ],
  ])('refuses %s', (_, key, givenExp, givenSig) => {
    expect(signer.verify(key, givenExp, givenSig, now)).toBe('invalid');
  });

  it('accepts the signature in upper-case hex', () => {
    expect(signer.verify('hls/sample', exp, sig.toUpperCase(), now)).toBe('ok');
  });
});

describe('MEDIA_KEY and MEDIA_FILE', () => {
  it.each([
    ['hls/sample', true],
    ['hls/quran-shikkha-beginner/12', true],
    ['hls/../etc', false],
    ['/etc/passwd', false],
    ['hls//sample', false],
    ['hls/sample/', false],
    ['hls/.hidden', false],
    ['HLS/Sample', false],
    ['hls\\sample', false],
    ['', false],
  ])('key %j → %s', (key, want) => {
    expect(MEDIA_KEY.test(key)).toBe(want);
  });

  it.each([
    ['index.m3u8', true],
    ['seg0.ts', true],
    ['seg12345.ts', true],
    ['seg123456.ts', false],
    ['seg.ts', false],
    ['index.m3u8.bak', false],
    ['../index.m3u8', false],
    ['passwd', false],
  ])('file %j → %s', (file, want) => {
    expect(MEDIA_FILE.test(file)).toBe(want);
  });
});

describe('signPlaylist', () => {
  it('adds the query to every relative URI and leaves tags, blank lines and absolute URIs alone', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXTINF:4.000000,',
      'seg0.ts',
      '#EXTINF:4.000000,',
      'seg1.ts?v=2',
      '#EXTINF:4.000000,',
      'https://cdn.example.com/seg2.ts',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(signPlaylist(playlist, 'exp=1&sig=ab').split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXTINF:4.000000,',
      'seg0.ts?exp=1&sig=ab',
      '#EXTINF:4.000000,',
      'seg1.ts?v=2&exp=1&sig=ab',
      '#EXTINF:4.000000,',
      'https://cdn.example.com/seg2.ts',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });
});

describe('practice audio links (issue 20)', () => {
  it('signs both files of an audio with one signature of its folder', () => {
    const id = '5b1d2c3e-4f50-4617-8283-94a5b6c7d8e9';
    const urls = signer.audioUrls(id, now);
    expect(urls.mp4).toMatch(
      new RegExp(
        `^https://api\\.tilawat\\.test/media/practice/${id}/audio\\.m4a\\?exp=\\d+&sig=[0-9a-f]{64}$`,
      ),
    );
    const { exp, sig } = query(urls.webm);
    expect(query(urls.mp4)).toEqual({ exp, sig });
    expect(Number(exp)).toBe(nowSeconds + 4 * 3600);
    expect(signer.verify(`practice/${id}`, exp, sig, now)).toBe('ok');
    expect(isPracticeAudioKey(`practice/${id}`)).toBe(true);
    expect(isPracticeAudioKey('practice/../avatars')).toBe(false);
    expect(
      ['audio.m4a', 'audio.webm', 'source', 'audio.mp3', '../audio.m4a'].map((f) => AUDIO_FILE.test(f)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('byteRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=50-10', null],
    ['bytes=0-10,20-30', null],
    ['items=0-10', null],
  ] as const)('%s of 1000 bytes', (header, want) => {
    expect(byteRange(header, 1000)).toEqual(want);
  });
});
