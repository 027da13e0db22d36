// An ayah's recording (issue 20): what its first bytes say it is, what ffprobe finds in it, and its
// playable files, with the runner of ffmpeg.ts.
import {
  ascii,
  inputFrom,
  isIsoMedia,
  isMatroska,
  MediaCheckTimedOut,
  type MediaTools,
  MediaToolsMissing,
  probe,
  probeStreams,
  run,
} from './ffmpeg';

/** How long making an ayah's playable files may take: a minute's recording takes a second or two. */
export const AUDIO_TRANSCODE_TIMEOUT_MS = 90_000;

/** What the first bytes of a file say it is: an audio container we take, or nothing we know. */
export type AudioContainer = 'matroska' | 'ogg' | 'mp4' | 'mp3' | 'aac' | 'wav' | 'flac';

/** The ffmpeg demuxer of each audio container we take (read with it only, as videos are). */
export const AUDIO_DEMUXERS: Record<AudioContainer, string> = {
  matroska: 'matroska',
  ogg: 'ogg',
  mp4: 'mov',
  mp3: 'mp3',
  aac: 'aac',
  wav: 'wav',
  flac: 'flac',
};

const audioInput = (container: AudioContainer) => inputFrom(AUDIO_DEMUXERS[container]);

/**
 * The audio container of a file from its first bytes: WebM/Matroska (what Chrome and Firefox record),
 * Ogg, MP4/M4A (Safari), MP3 (with or without an ID3 tag), AAC in ADTS, WAV or FLAC; null otherwise.
 */
export function sniffAudio(head: Buffer): AudioContainer | null {
  if (isIsoMedia(head)) return 'mp4';
  if (isMatroska(head)) return 'matroska';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'fLaC')) return 'flac';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  if (head.length >= 2 && head[0] === 0xff && ((head[1] as number) & 0xe0) === 0xe0) {
    // a frame's sync word: ADTS (AAC) has layer bits 00, MPEG audio layer III 01
    const layer = ((head[1] as number) >> 1) & 0x03;
    if (layer === 0) return 'aac';
    if (layer === 1) return 'mp3';
  }
  return null;
}

/** What ffprobe found in an audio file we take: its length. */
export interface ProbedAudio {
  durationMs: number;
}

/**
 * The length of a file's first audio stream read as `container`, in milliseconds, or null when ffprobe
 * finds no audio stream in it (or cannot read it). A recording of MediaRecorder (WebM) carries no
 * length in its header: then the length is that of its packets, read to the end. Rejects only when the
 * tool itself cannot run ({@link MediaToolsMissing}) or runs out of time ({@link MediaCheckTimedOut}).
 */
export async function probeAudio(
  tools: MediaTools,
  path: string,
  container: AudioContainer,
): Promise<ProbedAudio | null> {
  const probed = (await probeStreams(tools, path, audioInput(container))) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; duration?: string }[];
  } | null;
  if (!probed) return null;
  const audio = probed.streams?.find((s) => s.codec_type === 'audio');
  if (!audio) return null;
  let seconds = Number(audio.duration ?? probed.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    // no length in the header: the end of the last packet
    try {
      const packets = await probe(tools, [
        '-v',
        'error',
        ...audioInput(container),
        '-select_streams',
        'a:0',
        '-show_entries',
        'packet=pts_time,duration_time',
        '-of',
        'csv=p=0',
        path,
      ]);
      seconds = 0;
      for (const line of packets.split('\n')) {
        const [pts, duration] = line.split(',').map(Number);
        if (Number.isFinite(pts))
          seconds = Math.max(
            seconds,
            (pts as number) + (Number.isFinite(duration) ? (duration as number) : 0),
          );
      }
    } catch (error) {
      if (error instanceof MediaToolsMissing || error instanceof MediaCheckTimedOut) throw error;
      return null;
    }
  }
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return { durationMs: Math.round(seconds * 1000) };
}

/** The playable files {@link transcodeAudio} writes. */
export const AUDIO_FILES = { mp4: 'audio.m4a', webm: 'audio.webm' } as const;

/**
 * Writes the playable files of an audio file read as `container` into `outDir`, in one ffmpeg run: AAC-LC
 * in MP4 (`audio.m4a`, mono, 32 kb/s, the index first so playback starts before the whole file is
 * fetched) for every browser, and Opus in WebM (`audio.webm`, mono, 24 kb/s), smaller. Only the first
 * audio stream is kept (no picture, no metadata). `signal` stops it, and so does
 * {@link AUDIO_TRANSCODE_TIMEOUT_MS}.
 */
export async function transcodeAudio(
  tools: MediaTools,
  {
    input,
    container,
    outDir,
    signal,
  }: { input: string; container: AudioContainer; outDir: string; signal?: AbortSignal },
): Promise<void> {
  const common = ['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-ac', '1'];
  await run(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...audioInput(container),
      '-i',
      input,
      ...common,
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      `${outDir}/${AUDIO_FILES.mp4}`,
      ...common,
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-f',
      'webm',
      `${outDir}/${AUDIO_FILES.webm}`,
    ],
    { timeoutMs: AUDIO_TRANSCODE_TIMEOUT_MS, signal },
  );
}
