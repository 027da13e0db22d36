// Video and PDF checks and the HLS rendition of an uploaded lesson video, with Debian's ffmpeg and
// ffprobe (FFMPEG_PATH, FFPROBE_PATH). The one place that runs them and knows their arguments.
import { open } from 'node:fs/promises';
import { ChildTimedOut, runChild } from '../../core/run-child';

/** What the first bytes of a file say it is: a video container we take, or nothing we know. */
export type VideoContainer = 'mp4' | 'matroska' | 'avi' | 'mpeg-ts' | 'mpeg-ps' | 'flv' | 'asf';

/**
 * The ffmpeg demuxer of each container we take. ffmpeg is always told which one to use and to read
 * local files only, so an upload can never make it pick another by probing — an HLS or concat playlist
 * that reads the server's files or the network (the classic ffmpeg upload attack).
 */
export const DEMUXERS: Record<VideoContainer, string> = {
  mp4: 'mov',
  matroska: 'matroska',
  avi: 'avi',
  'mpeg-ts': 'mpegts',
  'mpeg-ps': 'mpeg',
  flv: 'flv',
  asf: 'asf',
};

/** ffmpeg's and ffprobe's input options for an upload: its container's own demuxer, local files only. */
const inputOptions = (container: VideoContainer) => [
  '-protocol_whitelist',
  'file',
  '-f',
  DEMUXERS[container],
];

/** How many leading bytes {@link sniffVideo} and {@link isPdf} look at. */
export const SNIFF_BYTES = 512;

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

/**
 * The video container of a file from its first bytes (its real type, not its name or declared type):
 * MP4/MOV/3GP/M4V (an ISO box), Matroska/WebM, AVI, MPEG-TS, MPEG-PS, FLV or ASF/WMV; null otherwise.
 */
export function sniffVideo(head: Buffer): VideoContainer | null {
  const box = head.length >= 8 ? head.toString('latin1', 4, 8) : '';
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (head.length > 188 && head[0] === 0x47 && head[188] === 0x47) return 'mpeg-ts';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg-ps';
  if (ascii(head, 0, 'FLV')) return 'flv';
  if (head.length >= 8 && head.readUInt32BE(0) === 0x3026b275 && head.readUInt32BE(4) === 0x8e66cf11)
    return 'asf';
  return null;
}

/** The first {@link SNIFF_BYTES} bytes of a file on this machine (fewer when it is shorter). */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether a file's first bytes are a PDF's (`%PDF-`, perhaps after a few bytes of junk, as readers allow). */
export function isPdf(head: Buffer): boolean {
  return head.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1') !== -1;
}

/** The tools' paths, and how long a probe may take. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /**
   * How long one ffprobe run may take (PROBE_TIMEOUT_SECONDS): it runs while an upload's request
   * waits. Past it the probe is killed and rejects with {@link MediaCheckTimedOut}.
   */
  probeTimeoutMs: number;
}

/** ffprobe ran past `probeTimeoutMs` and was killed: the file could not be checked in time. */
export class MediaCheckTimedOut extends Error {
  constructor(tool: string) {
    super(`${tool} could not check the file in time`);
  }
}

/** How long making an ayah's playable files may take: a minute's recording takes a second or two. */
export const AUDIO_TRANSCODE_TIMEOUT_MS = 90_000;

/**
 * How long making a lesson video's HLS rendition may take: four times the video's length, and at
 * least ten minutes (veryfast H.264 of 720 lines runs faster than the video plays even on two busy
 * cores). A rendition stuck past it is killed, and the job is tried again.
 */
export const hlsTimeoutMs = (durationSeconds: number) =>
  Math.max(10 * 60_000, Math.ceil(durationSeconds) * 4_000);

/** The tools are not on this machine (ENOENT): an operator's configuration to mend, not the upload's fault. */
export class MediaToolsMissing extends Error {
  constructor(tool: string) {
    super(
      `${tool} was not found: install Debian's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH/FFPROBE_PATH`,
    );
  }
}

/** What ffprobe found in a video we take: its length, and the picture's size. */
export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
}

/** The longest lesson video we take: six hours. */
export const MAX_VIDEO_SECONDS = 6 * 60 * 60;

/**
 * Runs a tool to its end through the api's one runner of programs (core/run-child.ts): its standard
 * output, or a rejection — {@link MediaToolsMissing} when the tool is not installed, `ChildTimedOut`
 * past `timeoutMs` (the tool and anything it started are killed), `ChildFailed` when it failed.
 */
async function run(
  command: string,
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal; onLine?: (line: string) => void },
): Promise<string> {
  try {
    return await runChild(command, args, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MediaToolsMissing(command);
    throw error;
  }
}

/**
 * ffprobe's JSON of a file's format and streams, read with `input` (the demuxer's options), or null when
 * ffprobe cannot read it. Rejects only when the tool itself cannot run or runs out of time.
 */
async function probeStreams(tools: MediaTools, path: string, input: string[]): Promise<unknown> {
  try {
    const out = await probe(tools, [
      '-v',
      'error',
      ...input,
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      path,
    ]);
    return JSON.parse(out);
  } catch (error) {
    if (error instanceof MediaToolsMissing || error instanceof MediaCheckTimedOut) throw error;
    return null;
  }
}

/** One ffprobe run within the tools' `probeTimeoutMs`. */
async function probe(tools: MediaTools, args: string[]): Promise<string> {
  try {
    return await run(tools.ffprobe, args, { timeoutMs: tools.probeTimeoutMs });
  } catch (error) {
    if (error instanceof ChildTimedOut) throw new MediaCheckTimedOut(tools.ffprobe);
    throw error;
  }
}

/**
 * What ffprobe finds in a file read as `container`: a video we take (a moving picture — not a still image nor a cover
 * picture — of 0.5 s to six hours), or null. Rejects only when the tool itself cannot run
 * ({@link MediaToolsMissing}) or runs out of time ({@link MediaCheckTimedOut}).
 */
export async function probeVideo(
  tools: MediaTools,
  path: string,
  container: VideoContainer,
): Promise<ProbedVideo | null> {
  const probed = (await probeStreams(tools, path, inputOptions(container))) as {
    format?: { format_name?: string; duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      disposition?: { attached_pic?: number };
    }[];
  } | null;
  if (!probed) return null; // ffprobe could not read it: not a video
  const format = probed.format?.format_name ?? '';
  if (/image2|_pipe$|^gif$|^png|^mjpeg$/.test(format)) return null;
  const video = probed.streams?.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const duration = Number(probed.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration)) return null;
  if (duration < 0.5 || duration > MAX_VIDEO_SECONDS) return null;
  return { durationSeconds: duration, width: video.width, height: video.height };
}

/** The seconds of output ffmpeg's `-progress` line reports (`out_time_us=…`), or null for other lines. */
export function progressSeconds(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
  return match ? Number(match[1]) / 1_000_000 : null;
}

/** The files of a rendition {@link transcodeToHls} writes in its folder. */
export const PLAYLIST = 'index.m3u8';
export const segmentName = (n: number) => `seg${String(n).padStart(5, '0')}.ts`;

/**
 * Writes the HLS rendition of `input` into the folder `outDir`: `index.m3u8` (VOD) and `seg00000.ts`…,
 * H.264 (at most 720 lines, the phones' size) with AAC sound, 6-second segments each starting on a key
 * frame. `onProgress` gets 0–1 as ffmpeg goes; `signal` stops it, and so does {@link hlsTimeoutMs}.
 */
export async function transcodeToHls(
  tools: MediaTools,
  {
    input,
    container,
    outDir,
    durationSeconds,
    onProgress,
    signal,
  }: {
    input: string;
    /** What {@link sniffVideo} found the input to be: ffmpeg reads it with that demuxer only. */
    container: VideoContainer;
    outDir: string;
    durationSeconds: number;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  await run(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputOptions(container),
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-vf',
      "scale=-2:'trunc(min(720,ih)/2)*2'",
      '-force_key_frames',
      'expr:gte(t,n_forced*6)',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '2',
      '-f',
      'hls',
      '-hls_time',
      '6',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      `${outDir}/seg%05d.ts`,
      '-progress',
      'pipe:1',
      '-nostats',
      `${outDir}/${PLAYLIST}`,
    ],
    {
      timeoutMs: hlsTimeoutMs(durationSeconds),
      signal,
      onLine: (line) => {
        const seconds = progressSeconds(line);
        if (seconds !== null && durationSeconds > 0) onProgress?.(Math.min(1, seconds / durationSeconds));
      },
    },
  );
}

// ---------------------------------------------------------------- audio (issue 20)

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

const audioInput = (container: AudioContainer) => [
  '-protocol_whitelist',
  'file',
  '-f',
  AUDIO_DEMUXERS[container],
];

/**
 * The audio container of a file from its first bytes: WebM/Matroska (what Chrome and Firefox record),
 * Ogg, MP4/M4A (Safari), MP3 (with or without an ID3 tag), AAC in ADTS, WAV or FLAC; null otherwise.
 */
export function sniffAudio(head: Buffer): AudioContainer | null {
  const box = head.length >= 8 ? head.toString('latin1', 4, 8) : '';
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
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
