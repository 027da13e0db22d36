// An uploaded lesson video: what its first bytes say it is, what ffprobe finds in it, and its HLS
// rendition, with the runner of ffmpeg.ts (which also checks a lesson PDF's first bytes).
import { ascii, inputFrom, isIsoMedia, isMatroska, type MediaTools, probeStreams, run } from './ffmpeg';

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
const inputOptions = (container: VideoContainer) => inputFrom(DEMUXERS[container]);

/**
 * The video container of a file from its first bytes (its real type, not its name or declared type):
 * MP4/MOV/3GP/M4V (an ISO box), Matroska/WebM, AVI, MPEG-TS, MPEG-PS, FLV or ASF/WMV; null otherwise.
 */
export function sniffVideo(head: Buffer): VideoContainer | null {
  if (isIsoMedia(head)) return 'mp4';
  if (isMatroska(head)) return 'matroska';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (head.length > 188 && head[0] === 0x47 && head[188] === 0x47) return 'mpeg-ts';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg-ps';
  if (ascii(head, 0, 'FLV')) return 'flv';
  if (head.length >= 8 && head.readUInt32BE(0) === 0x3026b275 && head.readUInt32BE(4) === 0x8e66cf11)
    return 'asf';
  return null;
}

/**
 * How long making a lesson video's HLS rendition may take: four times the video's length, and at
 * least ten minutes (veryfast H.264 of 720 lines runs faster than the video plays even on two busy
 * cores). A rendition stuck past it is killed, and the job is tried again.
 */
export const hlsTimeoutMs = (durationSeconds: number) =>
  Math.max(10 * 60_000, Math.ceil(durationSeconds) * 4_000);
/** What ffprobe found in a video we take: its length, and the picture's size. */
export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
}

/** The longest lesson video we take: six hours. */
export const MAX_VIDEO_SECONDS = 6 * 60 * 60;

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
