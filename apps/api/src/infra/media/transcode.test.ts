import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPdf, MediaToolsMissing, readHead } from './ffmpeg';
import { probeVideo, progressSeconds, sniffVideo, transcodeToHls } from './transcode';
import { probeAudio, sniffAudio, transcodeAudio } from './transcode-audio';

const work = mkdtempSync(join(tmpdir(), 'tilawat-transcode-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', probeTimeoutMs: 30_000 };

/** Runs Debian's ffmpeg to make a test file. */
const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

describe('sniffVideo', () => {
  const box = (type: string) =>
    Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from(type), Buffer.alloc(16)]);
  it.each([
    ['an MP4 (ftyp)', box('ftypisom'), 'mp4'],
    ['an old QuickTime (moov first)', box('moov'), 'mp4'],
    ['Matroska/WebM', Buffer.from('1a45dfa3a3428681', 'hex'), 'matroska'],
    ['AVI', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]), 'avi'],
    ['MPEG-TS', Buffer.concat([Buffer.from([0x47]), Buffer.alloc(187), Buffer.from([0x47])]), 'mpeg-ts'],
    ['MPEG-PS', Buffer.from('000001ba44', 'hex'), 'mpeg-ps'],
    ['FLV', Buffer.from('FLV\u0001'), 'flv'],
    ['ASF/WMV', Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex'), 'asf'],
  ])('knows %s', (_, head, want) => expect(sniffVideo(head)).toBe(want));

  it.each([
    ['a PNG', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['a JPEG', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    [
      'a WAV (RIFF but not AVI)',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]),
    ],
    ['text', Buffer.from('hello, this is not a video at all')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, head) => expect(sniffVideo(head)).toBeNull());
});

describe('isPdf', () => {
  it('knows a PDF by %PDF- near its start, and nothing else', () => {
    expect(isPdf(Buffer.from('%PDF-1.4\n…'))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('%PDF-1.7')]))).toBe(true);
    expect(isPdf(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe(false);
    expect(isPdf(Buffer.from('a letter that mentions %PDF- only after a kilobyte'.padStart(2000, ' ')))).toBe(
      false,
    );
  });
});

describe('progressSeconds', () => {
  it("reads ffmpeg's -progress lines", () => {
    expect(progressSeconds('out_time_us=1500000')).toBe(1.5);
    expect(progressSeconds('out_time_ms=3000000')).toBe(3);
    expect(progressSeconds('out_time=00:00:01.500000')).toBeNull();
    expect(progressSeconds('progress=continue')).toBeNull();
  });
});

describe('what ffmpeg may read of an upload', () => {
  it('reads it only with the demuxer of the container its bytes are: another one finds no video', async () => {
    const mp4 = join(work, 'real.mp4');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=160x120:rate=25',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      mp4,
    );
    expect(sniffVideo(await readHead(mp4))).toBe('mp4');
    expect(await probeVideo(tools, mp4, 'mp4')).not.toBeNull();
    expect(await probeVideo(tools, mp4, 'matroska')).toBeNull();
  });

  it('takes no playlist: an HLS or concat list naming the server’s files is not a video by its bytes', async () => {
    const playlist = join(work, 'evil.mp4');
    writeFileSync(
      playlist,
      '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
    );
    expect(sniffVideo(await readHead(playlist))).toBeNull();
    const concat = join(work, 'evil.avi');
    writeFileSync(concat, "ffconcat version 1.0\nfile '/etc/passwd'\n");
    expect(sniffVideo(await readHead(concat))).toBeNull();
  });
});

describe('probeVideo and transcodeToHls (Debian ffmpeg)', () => {
  it('probes a video, and makes an HLS rendition of it with its progress', async () => {
    const input = join(work, 'in.webm');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=4:size=640x362:rate=25',
      '-c:v',
      'libvpx',
      '-b:v',
      '200k',
      input,
    );
    const probed = await probeVideo(tools, input, 'matroska');
    expect(probed).toMatchObject({ width: 640, height: 362 });
    expect(probed?.durationSeconds).toBeCloseTo(4, 0);

    const out = join(work, 'out');
    mkdirSync(out);
    const seen: number[] = [];
    await transcodeToHls(tools, {
      input,
      container: 'matroska',
      outDir: out,
      durationSeconds: probed?.durationSeconds ?? 0,
      onProgress: (f) => seen.push(f),
    });
    const files = readdirSync(out).sort();
    expect(files[0]).toBe('index.m3u8');
    expect(files.slice(1).every((name) => /^seg\d{5}\.ts$/.test(name))).toBe(true);
    const playlist = readFileSync(join(out, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
    // a video without sound plays as a video; an odd height became an even one
    const rendition = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_streams', join(out, 'index.m3u8')],
        {
          encoding: 'utf8',
        },
      ),
    ) as { streams: { codec_type: string; codec_name: string; height: number }[] };
    expect(rendition.streams).toEqual([
      expect.objectContaining({ codec_type: 'video', codec_name: 'h264', height: 362 }),
    ]);
  });

  it('answers null for what is not a moving picture: a still image, a sound, a broken file', async () => {
    const png = join(work, 'still.png');
    ffmpeg('-f', 'lavfi', '-i', 'color=c=red:size=64x64', '-frames:v', '1', png);
    const wav = join(work, 'tone.wav');
    ffmpeg('-f', 'lavfi', '-i', 'sine=duration=2', wav);
    const broken = join(work, 'broken.mp4');
    writeFileSync(broken, Buffer.concat([Buffer.from('00000018667479706973', 'hex'), Buffer.alloc(2000, 9)]));
    expect(await probeVideo(tools, png, 'mp4')).toBeNull();
    expect(await probeVideo(tools, wav, 'avi')).toBeNull();
    expect(await probeVideo(tools, broken, 'mp4')).toBeNull();
  });

  it('says the tool is missing, rather than that the file is not a video', async () => {
    await expect(
      probeVideo({ ...tools, ffprobe: '/no/such/ffprobe' }, join(work, 'x'), 'mp4'),
    ).rejects.toBeInstanceOf(MediaToolsMissing);
  });
});

describe('sniffAudio', () => {
  it.each([
    ['WebM/Opus (Chrome, Firefox)', Buffer.from('1a45dfa3a3428681', 'hex'), 'matroska'],
    ['Ogg', Buffer.from('OggS\u0000\u0002'), 'ogg'],
    [
      'MP4/M4A (Safari)',
      Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypM4A '), Buffer.alloc(8)]),
      'mp4',
    ],
    ['WAV', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), 'wav'],
    ['FLAC', Buffer.from('fLaC\u0000'), 'flac'],
    ['MP3 with an ID3 tag', Buffer.from('ID3\u0004\u0000'), 'mp3'],
    ['MP3 from its first frame', Buffer.from('fffb9064', 'hex'), 'mp3'],
    ['AAC in ADTS', Buffer.from('fff15080', 'hex'), 'aac'],
  ])('knows %s', (_, head, want) => expect(sniffAudio(head)).toBe(want));

  it.each([
    ['a PNG', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['an AVI', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')])],
    ['a playlist', Buffer.from('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\nfile:///etc/passwd')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, head) => expect(sniffAudio(head)).toBeNull());
});

describe('probeAudio and transcodeAudio', () => {
  it('finds the length of a recording without one in its header, and makes mono AAC and Opus files of it', async () => {
    const input = join(work, 'recorded.webm');
    // a live WebM as MediaRecorder writes it: no duration in its header
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=2',
      '-c:a',
      'libopus',
      '-live',
      '1',
      '-f',
      'webm',
      input,
    );
    const probed = await probeAudio(tools, input, 'matroska');
    expect(probed?.durationMs).toBeGreaterThan(1900);
    expect(probed?.durationMs).toBeLessThan(2200);
    const out = join(work, 'audio-out');
    mkdirSync(out);
    await transcodeAudio(tools, { input, container: 'matroska', outDir: out });
    expect(readdirSync(out).sort()).toEqual(['audio.m4a', 'audio.webm']);
    const streams = (file: string) =>
      JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', join(out, file)], {
          encoding: 'utf8',
        }),
      ).streams as { codec_name: string; channels: number }[];
    expect(streams('audio.m4a')).toMatchObject([{ codec_name: 'aac', channels: 1 }]);
    expect(streams('audio.webm')).toMatchObject([{ codec_name: 'opus', channels: 1 }]);
  });

  it('answers null for a file without an audio stream, and a missing tool as MediaToolsMissing', async () => {
    const silent = join(work, 'picture.webm');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x64:rate=5', '-c:v', 'libvpx', silent);
    expect(await probeAudio(tools, silent, 'matroska')).toBeNull();
    const text = join(work, 'text.webm');
    writeFileSync(text, 'not audio');
    expect(await probeAudio(tools, text, 'matroska')).toBeNull();
    await expect(
      probeAudio({ ...tools, ffprobe: '/nonexistent/ffprobe' }, silent, 'matroska'),
    ).rejects.toBeInstanceOf(MediaToolsMissing);
  });
});
