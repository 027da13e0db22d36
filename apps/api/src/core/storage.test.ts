import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/production-env';
import { loadEnv } from '../env';
import { isStorageKey, storageConfig } from './storage';

describe('storageConfig (STORAGE_URL)', () => {
  it.each([
    [undefined, { kind: 'local', dir: '/srv/uploads' }],
    ['', { kind: 'local', dir: '/srv/uploads' }],
    [
      's3://AKIA123:se%2Fcr%2Bet@s3.eu-central-1.amazonaws.com/tilawat-media?region=eu-central-1',
      {
        kind: 's3',
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'tilawat-media',
        prefix: '',
        region: 'eu-central-1',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
      },
    ],
    [
      's3+http://minio:minio123@10.0.0.5:9000/media/uploads/v1?forcePathStyle=true',
      {
        kind: 's3',
        endpoint: 'http://10.0.0.5:9000',
        bucket: 'media',
        prefix: 'uploads/v1/',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio123' },
      },
    ],
    [
      's3://s3.amazonaws.com/bucket',
      {
        kind: 's3',
        endpoint: 'https://s3.amazonaws.com',
        bucket: 'bucket',
        prefix: '',
        region: 'us-east-1',
        forcePathStyle: false,
      },
    ],
  ])('given %j', (given, want) => {
    expect(storageConfig(given, '/srv/uploads')).toEqual(want);
  });

  it.each([
    ['not a url', /not a URL/],
    ['https://s3.amazonaws.com/bucket', /unknown scheme/],
    ['file:///srv/uploads', /unknown scheme/],
    ['s3://key:secret@host', /bucket/],
    ['s3://key:secret@host/Bad_Bucket', /bucket/],
    ['s3://key:secret@host/bucket?regoin=eu', /unknown parameters: regoin/],
    ['s3://key:secret@host/bucket?forcePathStyle=yes', /forcePathStyle/],
    ['s3://key@host/bucket', /without a secret/],
    ['s3://key:secret@host/bucket/../x', /prefix|bucket/],
  ])('refuses %j', (given, message) => {
    expect(() => storageConfig(given, '/srv/uploads')).toThrow(message);
  });
});

describe('isStorageKey', () => {
  it.each([
    ['avatars/0b6f4f3e-8d7a-4d0e-9a55-3f1d2c9e7a10.webp', true],
    ['notes/tajweed-1.pdf', true],
    ['hls/sample/seg0.ts', true],
    ['../x', false],
    ['a/../x', false],
    ['a/.git/config', false],
    ['/abs', false],
    ['a/', false],
    ['a b', false],
    ['a'.repeat(129), false],
    ['a/b/c/d/e/f/g/h/i', false],
  ])('%j → %s', (key, want) => {
    expect(isStorageKey(key)).toBe(want);
  });
});

describe('loadEnv: STORAGE_URL', () => {
  const prod = PRODUCTION_ENV;

  it('is the folder UPLOAD_DIR unless set', () => {
    expect(loadEnv({}).STORAGE_URL).toBeUndefined();
    expect(storageConfig(loadEnv({ UPLOAD_DIR: '/srv/up' }).STORAGE_URL, '/srv/up')).toEqual({
      kind: 'local',
      dir: '/srv/up',
    });
  });

  it('refuses a URL it cannot read, naming the variable and never echoing the secret', () => {
    const refused = () => loadEnv({ STORAGE_URL: 's3://key:very-secret@host/bucket?regoin=eu' });
    expect(refused).toThrow(/STORAGE_URL: unknown parameters: regoin/);
    expect(refused).not.toThrow(/very-secret/);
  });

  it('in production, wants the access key and secret in the URL', () => {
    expect(() => loadEnv({ ...prod, STORAGE_URL: 's3://s3.amazonaws.com/bucket' })).toThrow(
      /STORAGE_URL must carry its access key and secret/,
    );
    expect(loadEnv({ ...prod, STORAGE_URL: 's3://k:s@s3.amazonaws.com/bucket' }).STORAGE_URL).toBe(
      's3://k:s@s3.amazonaws.com/bucket',
    );
    // outside production the AWS SDK's own chain (environment, profile, instance role) may supply them
    expect(loadEnv({ STORAGE_URL: 's3://s3.amazonaws.com/bucket' }).STORAGE_URL).toBeDefined();
  });
});
