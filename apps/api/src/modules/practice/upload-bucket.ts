// The unfinished recording uploads kept in a bucket (issue 37: any api host continues an upload another
// took): @tus/s3-store writes each as `<id>.info` (its description, the same JSON @tus/file-store
// writes), `<id>.part` (the bytes of a part still under S3's 5 MiB) and a multipart upload of `<id>`.
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createUploadRecords, type UploadRecords } from './upload-folder';

/** The uploads whose ids start with `prefix` in `bucket`, as every host that shares the bucket sees them. */
export function createUploadBucket({
  client,
  bucket,
  prefix,
  expiryMs,
}: {
  client: S3Client;
  bucket: string;
  prefix: string;
  expiryMs: number;
}): UploadRecords {
  return createUploadRecords({
    expiryMs,
    async ids() {
      const ids = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const { Key } of page.Contents ?? []) {
          if (Key?.endsWith('.info')) ids.add(Key.slice(0, -'.info'.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return ids;
    },
    async read(id) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${id}.info` }));
      return answer.Body ? await answer.Body.transformToString() : null;
    },
  });
}
