// s3rver 3.7.1 writes a truncated ListObjectsV2 answer's NextContinuationToken with DES, which OpenSSL 3
// (Node 20 and later) refuses: a listing longer than one page answers 500 there. The storage tests list
// by ListObjectsV2 with StartAfter (never a continuation token), which s3rver's ListObjects (v1) answers
// the same with `marker`: same Contents, same IsTruncated. This shim hands it the v1 request instead.
import type S3rver from 's3rver';
import type { S3rverMiddleware } from 's3rver';

/** Makes an s3rver not yet running answer ListObjectsV2 by its ListObjects, StartAfter as the marker. */
export function addListingShim(s3rver: S3rver): void {
  const shim: S3rverMiddleware = async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.query['list-type'] === '2') {
      const { 'list-type': _, 'start-after': startAfter, ...rest } = ctx.query;
      if ('continuation-token' in rest) throw new Error('the listing shim takes no continuation token');
      ctx.query = { ...rest, ...(startAfter === undefined ? {} : { marker: startAfter }) };
    }
    return next();
  };
  // before s3rver's router (the last middleware); Koa composes the stack when `run` listens
  s3rver.middleware.splice(s3rver.middleware.length - 1, 0, shim);
}
