// s3rver ships no types: the part of its API the storage tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** What a Koa middleware spliced into s3rver reads and writes of a request. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Koa's middleware stack, composed when `run` listens (its router last). */
    middleware: S3rverMiddleware[];
    /** Where s3rver keeps a bucket's files on disk. */
    store: { getResourcePath(bucket: string, key?: string, ...more: string[]): string };
  }
}
