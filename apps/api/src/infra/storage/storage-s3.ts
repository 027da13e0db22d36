// The FileStorage every api process shares: an S3-compatible object store (AWS S3, MinIO, R2, …).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkStorageKey, type FileStorage, type StorageConfig } from '../../core/storage';

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** A file larger than one part goes up by multipart upload, in parts of this size, two at a time. */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

/** The S3 client's settings for a store (the api's files, and the tus uploads of practice). */
export function s3ClientConfig(config: Extract<StorageConfig, { kind: 's3' }>): S3ClientConfig {
  return {
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Checksums only where S3 demands them: S3-compatible stores (MinIO, R2, s3rver) differ on the
    // newer trailing checksums, and TLS already guards the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Objects `<prefix><key>` in one bucket. Requests time out (5 s to connect, 30 s in all) rather than
 * hold a learner's request; the SDK retries a failed one (3 attempts, its default).
 */
export function createS3Storage(
  config: Extract<StorageConfig, { kind: 's3' }>,
  /** How many keys one listing of `deleteFolder` asks for (S3 answers 1,000 at most; tests ask fewer). */
  { listPageSize = 1_000 }: { listPageSize?: number } = {},
): FileStorage & {
  /** Closes the client's connections (tests; the process ends them on exit anyway). */
  destroy(): void;
} {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const keyOf = (key: string) => `${config.prefix}${checkStorageKey(key)}`;

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async putFile(key, path, contentType) {
      // a lesson video of up to 2 GiB: one PUT of a small file, else a multipart upload (issue 37) —
      // parts of 8 MiB, two at a time, each retried on its own; a failed upload is aborted, no part kept
      const { size } = await stat(path);
      if (size <= MULTIPART_PART_BYTES) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(key),
            Body: createReadStream(path),
            ContentType: contentType,
            ContentLength: size,
          }),
        );
        return;
      }
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: createReadStream(path), ContentType: contentType },
        partSize: MULTIPART_PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
          ...(answer.ETag ? { etag: answer.ETag } : {}),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async deleteFolder(key) {
      // a page of keys at a time, deleted in one request each (DeleteObjects takes up to 1,000); the next
      // page starts after the last key of this one (StartAfter: S3-compatible stores agree on it more
      // than on continuation tokens)
      const Prefix = `${keyOf(key)}/`;
      let deleted = 0;
      let StartAfter: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: listPageSize, StartAfter }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return deleted;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `the store kept ${failed.length} of ${keys.length} files under ${key}: ${failed[0]?.Code ?? 'no reason'}`,
          );
        }
        deleted += keys.length;
        if (!page.IsTruncated) return deleted;
        StartAfter = keys[keys.length - 1]?.Key;
      }
    },

    destroy: () => client.destroy(),
  };
}
