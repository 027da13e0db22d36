import type { FileStorage, StorageConfig } from '../../core/storage';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

/** The FileStorage of a configuration (`storageConfig(env.STORAGE_URL, env.UPLOAD_DIR)`): a folder or an S3 bucket. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
