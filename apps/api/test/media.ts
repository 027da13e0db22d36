// Media for the tests of lesson uploads: a short video made with Debian's ffmpeg, and a multipart body.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'tilawat-media-test-'));

/** A video made with Debian's ffmpeg: `seconds` of a 320×240 test picture with a tone, in MP4. */
export function makeVideo(name: string, seconds: number): Buffer {
  const path = join(work, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return readFileSync(path);
}

/** A multipart/form-data body of these parts, with its content type. */
export function multipart(
  parts: { field: string; filename?: string; type?: string; content: Buffer | string }[],
) {
  const boundary = '----tilawat-upload';
  const chunks = parts.flatMap(({ field, filename, type, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n${
        type ? `Content-Type: ${type}\r\n` : ''
      }\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
