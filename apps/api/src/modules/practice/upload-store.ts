// Where the unfinished recording uploads live, and what holds one upload for one request at a time.
// - A folder on this machine (UPLOAD_DIR/.tus/practice, @tus/file-store) with tus's in-memory locker:
//   the embedded default, one host.
// - With STORAGE_URL on S3 (issue 37), the bucket (@tus/s3-store, under `<prefix>.tus/practice/`, a
//   hidden segment no stored file's key may have), so that a PATCH continues on any host what a POST
//   began on another; on PostgreSQL the locks are the database's (PgLocker), so two hosts never write
//   one upload at once. With PGlite (one process) the in-memory locker stays.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, type KvStore, type Locker, MemoryLocker } from '@tus/server';
import pg from 'pg';
import { DomainError } from '../../core/errors';
import type { StorageConfig } from '../../core/storage';
import { s3ClientConfig } from '../../infra/storage/storage-s3';
import { createUploadBucket } from './upload-bucket';
import { createUploadFolder, type UploadRecords } from './upload-folder';
import { PgLocker } from './upload-locker';

/** The PostgreSQL connections the locker may hold: one per PATCH in flight, and one that listens. */
export const LOCKER_CONNECTIONS = 8;

export interface UploadStore {
  readonly datastore: DataStore;
  readonly locker: Locker;
  /** The unfinished uploads as every host that shares them sees them. */
  readonly records: UploadRecords;
  /** Prepended to the id a URL carries to make the store's id ('' on the folder). */
  readonly idPrefix: string;
  /** Removes every file of an upload, finished or not; nothing happens when there is none. */
  removeFiles(id: string): Promise<void>;
  /** A finished upload's bytes as a file on this machine, to check; `release` when done with it. */
  localFile(id: string): Promise<{ path: string; release(): Promise<void> }>;
  /** Lets the store's connections go (the app's close). */
  close(): Promise<void>;
}

/** The folder on this machine (one host): today's behaviour. */
export function createFolderUploadStore(dir: string, expiryMs: number): UploadStore {
  const datastore = new FileStore({ directory: dir, expirationPeriodInMilliseconds: expiryMs });
  return {
    datastore,
    locker: new MemoryLocker(),
    records: createUploadFolder(dir, expiryMs),
    idPrefix: '',
    removeFiles: (id) => datastore.remove(id).catch(() => {}),
    localFile: async (id) => ({ path: join(dir, id), release: async () => {} }),
    close: async () => {},
  };
}

/** @tus/s3-store keeps each upload's description in memory per process; every host reads it anew. */
const noCache: KvStore<never> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/** The bucket of STORAGE_URL, shared by every host; locks in PostgreSQL when `databaseUrl` is set. */
export function createBucketUploadStore({
  config,
  dir,
  expiryMs,
  databaseUrl,
  onError,
}: {
  config: Extract<StorageConfig, { kind: 's3' }>;
  /** Where a finished upload is copied on this machine to be checked. */
  dir: string;
  expiryMs: number;
  databaseUrl?: string | undefined;
  /** An idle locker connection failed (the pool opens another). */
  onError: (error: Error) => void;
}): UploadStore {
  const clientConfig = s3ClientConfig(config);
  const client = new S3Client(clientConfig);
  const bucket = config.bucket;
  const idPrefix = `${config.prefix}.tus/practice/`;
  const datastore = new S3Store({
    s3ClientConfig: { ...clientConfig, bucket },
    cache: noCache,
    expirationPeriodInMilliseconds: expiryMs,
    // expiry is the api's own sweep (every host), not the bucket's lifecycle rules
    useTags: false,
  });
  const pool = databaseUrl
    ? new pg.Pool({ connectionString: databaseUrl, max: LOCKER_CONNECTIONS, connectionTimeoutMillis: 10_000 })
    : undefined;
  pool?.on('error', onError);
  const locker = pool ? new PgLocker(pool) : new MemoryLocker();
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));

  return {
    datastore,
    locker,
    records: createUploadBucket({ client, bucket, prefix: idPrefix, expiryMs }),
    idPrefix,
    async removeFiles(id) {
      // the unfinished multipart upload is aborted; a finished one's object stays to be deleted below
      await datastore.remove(id).catch(() => {});
      for (const key of [id, `${id}.info`, `${id}.part`]) await remove(key).catch(() => {});
    },
    async localFile(id) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, id.slice(idPrefix.length));
      try {
        await pipeline((await datastore.read(id)) as Readable, createWriteStream(path, { mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        // removed meanwhile (a newer take, or expired)
        if ((error as { name?: string }).name === 'NoSuchKey') throw new DomainError('UPLOAD_NOT_FOUND');
        throw error;
      }
      return { path, release: () => rm(path, { force: true }) };
    },
    async close() {
      if (locker instanceof PgLocker) await locker.close();
      await pool?.end();
      client.destroy();
    },
  };
}
