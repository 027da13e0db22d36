// The one place that runs Debian's ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH) for an upload's checks
// and conversions: the tools' paths and time limits, their failures, and a file's first bytes. What a
// video (transcode.ts) or an ayah's recording (transcode-audio.ts) is made of is theirs.
import { open } from 'node:fs/promises';
import { ChildTimedOut, runChild } from '../../core/run-child';

/** How many leading bytes sniffVideo and {@link isPdf} look at. */
export const SNIFF_BYTES = 512;

export const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

/** The first {@link SNIFF_BYTES} bytes of a file on this machine (fewer when it is shorter). */
/** ffmpeg's and ffprobe's input options for an upload: the demuxer of its sniffed container, local files only. */
export const inputFrom = (demuxer: string) => ['-protocol_whitelist', 'file', '-f', demuxer];

/** An ISO base media file (MP4, MOV, 3GP, M4A, M4V) from its first box's type. */
export const isIsoMedia = (head: Buffer) =>
  head.length >= 8 &&
  ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(head.toString('latin1', 4, 8));

/** Matroska or WebM, from its EBML magic number. */
export const isMatroska = (head: Buffer) => head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3;

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

/** The tools are not on this machine (ENOENT): an operator's configuration to mend, not the upload's fault. */
export class MediaToolsMissing extends Error {
  constructor(tool: string) {
    super(
      `${tool} was not found: install Debian's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH/FFPROBE_PATH`,
    );
  }
}

/**
 * Runs a tool to its end through the api's one runner of programs (core/run-child.ts): its standard
 * output, or a rejection — {@link MediaToolsMissing} when the tool is not installed, `ChildTimedOut`
 * past `timeoutMs` (the tool and anything it started are killed), `ChildFailed` when it failed.
 */
export async function run(
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
export async function probeStreams(tools: MediaTools, path: string, input: string[]): Promise<unknown> {
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
export async function probe(tools: MediaTools, args: string[]): Promise<string> {
  try {
    return await run(tools.ffprobe, args, { timeoutMs: tools.probeTimeoutMs });
  } catch (error) {
    if (error instanceof ChildTimedOut) throw new MediaCheckTimedOut(tools.ffprobe);
    throw error;
  }
}

/** How long `-version` may take: the tools answer it at once; a machine so loaded is not ready either. */
const VERSION_TIMEOUT_MS = 5_000;

/**
 * Whether ffmpeg and ffprobe are on this machine and run (`-version`): readiness of a host that runs
 * media jobs (`GET /readyz`).
 */
export async function mediaToolsRun(tools: Pick<MediaTools, 'ffmpeg' | 'ffprobe'>): Promise<boolean> {
  try {
    await run(tools.ffmpeg, ['-version'], { timeoutMs: VERSION_TIMEOUT_MS });
    await run(tools.ffprobe, ['-version'], { timeoutMs: VERSION_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}
