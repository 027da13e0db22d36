// s3rver 3.7.1, the S3 server these tests run, has no ListParts (GET ?uploadId) and no
// AbortMultipartUpload (DELETE ?uploadId): both answer 405. @tus/s3-store calls ListParts on every HEAD
// and PATCH, so the tests of uploads on S3 add both, read from s3rver's own folder of an upload's parts
// (`…/uploads/<uploadId>/<n>` and `<n>.md5`). Also counts the parts each multipart upload sent.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';
import type { S3rverContext } from 's3rver';

const noSuchUpload = (uploadId: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;

async function listParts(
  ctx: S3rverContext,
  dir: string,
  names: string[],
  where: { bucket: string; key: string; uploadId: string },
) {
  const marker = Number(ctx.query['part-number-marker'] ?? 0);
  const numbers = names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const { size, mtime } = await stat(join(dir, String(n)));
      const md5 = (await readFile(join(dir, `${n}.md5`), 'utf8')).trim();
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
    }),
  );
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${where.bucket}</Bucket><Key>${where.key}</Key><UploadId>${where.uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

/**
 * Adds ListParts and AbortMultipartUpload to an s3rver not yet running; answers the part numbers sent
 * so far by UploadPart, for every upload (a test's proof that a file went up in more than one part).
 */
export function addMultipartShim(s3rver: S3rver): { partsSent: number[] } {
  const partsSent: number[] = [];
  const shim = async (ctx: S3rverContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'PUT' && typeof uploadId === 'string' && ctx.query.partNumber) {
      partsSent.push(Number(ctx.query.partNumber));
    }
    const target = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (typeof uploadId !== 'string' || !target || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) {
      return next();
    }
    const [, bucket = '', key = ''] = target;
    const dir = join(s3rver.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = noSuchUpload(uploadId);
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await listParts(ctx, dir, names, { bucket, key, uploadId });
  };
  // before s3rver's router (the last middleware); Koa composes the stack when `run` listens
  s3rver.middleware.splice(s3rver.middleware.length - 1, 0, shim);
  return { partsSent };
}
