import type { SessionTokens } from '@tilawat/sdk';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTake, UploadFailure } from './practice-takes';
import { createTusUploader, isRetryableStatus, type UploadSession, uploadFailure } from './practice-tus';

interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
}
type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'no answer';

/** tus's HTTP stack over a script: every request is logged, `answer` says what the "server" replies. */
function scriptedServer(answer: (request: Exchange, log: Exchange[]) => Answer) {
  const log: Exchange[] = [];
  const response = (a: Exclude<Answer, 'no answer'>): HttpResponse => ({
    getStatus: () => a.status,
    getHeader: (name) => a.headers?.[name.toLowerCase()],
    getBody: () => a.body ?? '',
    getUnderlyingObject: () => null,
  });
  const httpStack: HttpStack = {
    getName: () => 'scripted',
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      let progress: (sent: number) => void = () => {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name.toLowerCase()] = value;
        },
        getHeader: (name) => headers[name.toLowerCase()],
        setProgressHandler: (handler) => {
          progress = handler;
        },
        async send(body?: { length?: number }) {
          const exchange = { method, url, headers: { ...headers }, bytes: body?.length ?? 0 };
          log.push(exchange);
          const a = answer(exchange, log);
          if (a === 'no answer') throw new Error('network down');
          if (exchange.bytes) progress(exchange.bytes);
          return response(a);
        },
        abort: async () => {},
        getUnderlyingObject: () => null,
      };
    },
  };
  // The take's bytes as tus reads them (the browser's reader needs a real Blob and FileReader).
  const fileReader = {
    openFile: async (_input: unknown, _chunkSize: number) => {
      const bytes = new Uint8Array(1000);
      return {
        size: bytes.length,
        slice: async (start: number, end: number) => {
          const value = Object.assign(bytes.slice(start, end), {
            size: Math.max(0, Math.min(end, 1000) - start),
          });
          return { value, done: end >= bytes.length };
        },
        close: () => {},
      };
    },
  };
  return { httpStack, fileReader, log };
}

function session(
  tokens: { access?: string | null; refresh?: string | null; refreshTo?: string | null } = {},
) {
  let access = tokens.access === undefined ? 'access-1' : tokens.access;
  const refreshToken = tokens.refresh === undefined ? 'refresh-1' : tokens.refresh;
  const refresh = vi.fn(async (): Promise<SessionTokens | null> => {
    const next = tokens.refreshTo === undefined ? 'access-2' : tokens.refreshTo;
    if (!next) return null;
    access = next;
    return { accessToken: next, accessTokenExp: '', refreshToken: 'refresh-2', refreshTokenExp: '' };
  });
  const value: UploadSession = {
    origin: 'http://api.test',
    tokenStore: { getAccessToken: () => access, getRefreshToken: () => refreshToken },
    refresh,
  };
  return { session: value, refresh };
}

const take = (over: Partial<StoredTake> = {}): StoredTake => ({
  key: '3:2',
  assignmentId: 3,
  ayah: 2,
  blob: new Blob([new Uint8Array(1000)]),
  mime: 'audio/webm;codecs=opus',
  size: 1000,
  durationMs: 4000,
  createdAt: '2026-11-24T10:00:00.000Z',
  uploadUrl: null,
  refused: null,
  ...over,
});

/** Runs one upload to its end: the handlers' calls, in order. */
function run(uploader: ReturnType<typeof createTusUploader>, t: StoredTake = take()) {
  const events: string[] = [];
  return new Promise<{ events: string[]; failure: UploadFailure | null }>((resolve) => {
    uploader.upload(t, {
      onUrl: (url) => events.push(`url ${url}`),
      onProgress: (sent, total) => events.push(`progress ${sent}/${total}`),
      onSuccess: () => {
        events.push('success');
        resolve({ events, failure: null });
      },
      onFailure: (failure) => {
        events.push(`failure ${failure.status}`);
        resolve({ events, failure });
      },
    });
  });
}

const created = { status: 201, headers: { location: 'http://api.test/api/v3/practice-uploads/abc' } };
const accepted = (offset: number) => ({ status: 204, headers: { 'upload-offset': String(offset) } });

describe('createTusUploader', () => {
  it('creates the upload with the practice, the ayah and the type, sends the bytes with the access token', async () => {
    const server = scriptedServer((r) => (r.method === 'POST' ? created : accepted(1000)));
    const { session: s } = session();
    const result = await run(createTusUploader(s, server));
    expect(result.failure).toBeNull();
    expect(result.events).toEqual([
      'url http://api.test/api/v3/practice-uploads/abc',
      'progress 0/1000',
      'progress 1000/1000',
      'progress 1000/1000',
      'success',
    ]);
    const [post, patch] = server.log;
    if (!post || !patch) throw new Error('two requests were expected');
    expect(post.method).toBe('POST');
    expect(post.url).toBe('http://api.test/api/v3/practice-uploads');
    expect(post.headers['upload-length']).toBe('1000');
    expect(post.headers.accesstoken).toBe('access-1');
    const metadata = Object.fromEntries(
      (post.headers['upload-metadata'] ?? '').split(',').map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString()];
      }),
    );
    expect(metadata).toEqual({ practice: '3', ayah: '2', filetype: 'audio/webm;codecs=opus' });
    expect(patch).toMatchObject({
      method: 'PATCH',
      url: 'http://api.test/api/v3/practice-uploads/abc',
      bytes: 1000,
    });
    expect(patch.headers.accesstoken).toBe('access-1');
    expect(patch.headers['upload-offset']).toBe('0');
  });

  it('resumes from the kept address: asks the offset (HEAD) and sends only the rest', async () => {
    const server = scriptedServer((r) =>
      r.method === 'HEAD'
        ? { status: 200, headers: { 'upload-offset': '600', 'upload-length': '1000' } }
        : accepted(1000),
    );
    const result = await run(
      createTusUploader(session().session, server),
      take({ uploadUrl: 'http://api.test/api/v3/practice-uploads/abc' }),
    );
    expect(result.failure).toBeNull();
    expect(server.log.map((r) => r.method)).toEqual(['HEAD', 'PATCH']);
    expect(server.log[1]).toMatchObject({ bytes: 400, headers: { 'upload-offset': '600' } });
  });

  it('a kept address the server forgot (404) starts a new upload', async () => {
    const server = scriptedServer((r) => {
      if (r.method === 'HEAD') return { status: 404, body: '{"msg":"নেই","code":"NOT_FOUND"}' };
      return r.method === 'POST' ? created : accepted(1000);
    });
    const result = await run(
      createTusUploader(session().session, server),
      take({ uploadUrl: 'http://api.test/api/v3/practice-uploads/old' }),
    );
    expect(result.failure).toBeNull();
    expect(server.log.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PATCH']);
  });

  it('an address lost between two PATCHes (404) starts a new upload of the whole take, not a refusal', async () => {
    let patches = 0;
    const server = scriptedServer((r) => {
      if (r.method === 'POST') return created;
      if (r.method === 'HEAD') return { status: 404, body: '{"msg":"নেই","code":"UPLOAD_NOT_FOUND"}' };
      patches += 1;
      // the first PATCH reaches a server that no longer knows the upload (expired, or another host)
      return patches === 1
        ? { status: 404, body: '{"msg":"নেই","code":"UPLOAD_NOT_FOUND"}' }
        : accepted(1000);
    });
    const result = await run(
      createTusUploader(session().session, server),
      take({ uploadUrl: 'http://api.test/api/v3/practice-uploads/old' }),
    );
    expect(result.failure).toBeNull();
    expect(server.log.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PATCH', 'HEAD', 'POST', 'PATCH']);
    expect(server.log.at(-1)).toMatchObject({ bytes: 1000, headers: { 'upload-offset': '0' } });
  });

  it('a second lost address in one run stands: the 404 is the failure the queue shows', async () => {
    const server = scriptedServer((r) =>
      r.method === 'POST' ? created : { status: 404, body: '{"msg":"নেই","code":"UPLOAD_NOT_FOUND"}' },
    );
    const result = await run(createTusUploader(session().session, server));
    expect(result.failure).toEqual({ status: 404, msg: 'নেই' });
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PATCH', 'HEAD', 'POST', 'PATCH']);
  });

  it('a 401 refreshes the session once and tries again with the new token', async () => {
    const server = scriptedServer((r) => {
      if (r.headers.accesstoken === 'access-1')
        return { status: 401, body: '{"msg":"সেশন শেষ","code":"UNAUTHORIZED"}' };
      return r.method === 'POST' ? created : accepted(1000);
    });
    const { session: s, refresh } = session();
    const result = await run(createTusUploader(s, server));
    expect(result.failure).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.log.map((r) => `${r.method} ${r.headers.accesstoken}`)).toEqual([
      'POST access-1',
      'POST access-2',
      'PATCH access-2',
    ]);
  });

  it('a 401 the refresh cannot mend fails with the api’s msg (the learner logs in again)', async () => {
    const server = scriptedServer(() => ({
      status: 401,
      body: '{"msg":"আবার লগইন করুন।","code":"UNAUTHORIZED"}',
    }));
    const { session: s, refresh } = session({ refreshTo: null });
    const result = await run(createTusUploader(s, server));
    expect(result.failure).toEqual({ status: 401, msg: 'আবার লগইন করুন।' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.log).toHaveLength(1);
  });

  it('no access token left but a refresh token: refreshes before the first request', async () => {
    const server = scriptedServer((r) => (r.method === 'POST' ? created : accepted(1000)));
    const { session: s, refresh } = session({ access: null });
    await run(createTusUploader(s, server));
    expect(refresh).toHaveBeenCalled();
    expect(server.log[0]?.headers.accesstoken).toBe('access-2');
  });

  it.each([
    [415, 'রেকর্ডিংটি অডিও হিসেবে পড়া যায়নি।'],
    [413, 'রেকর্ডিং ৬০ সেকেন্ডের বেশি লম্বা।'],
    [409, 'অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে।'],
  ])('the last PATCH refused with %i: the api’s msg, not tried again', async (status, msg) => {
    const server = scriptedServer((r) =>
      r.method === 'POST' ? created : { status, body: JSON.stringify({ msg, code: 'AUDIO_INVALID' }) },
    );
    const result = await run(createTusUploader(session().session, server));
    expect(result.failure).toEqual({ status, msg });
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('no answer: tus tries again after its delay and goes on', async () => {
    let drops = 1;
    const server = scriptedServer((r) => {
      if (r.method === 'PATCH' && drops-- > 0) return 'no answer';
      if (r.method === 'HEAD')
        return { status: 200, headers: { 'upload-offset': '0', 'upload-length': '1000' } };
      return r.method === 'POST' ? created : accepted(1000);
    });
    const result = await run(createTusUploader(session().session, server));
    expect(result.failure).toBeNull();
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  });
});

describe('uploadFailure', () => {
  const error = (status: number, body: string) => ({
    originalResponse: { getStatus: () => status, getBody: () => body },
  });
  it.each([
    [
      'the api’s Bengali msg',
      error(415, '{"msg":"অডিও নয়।","code":"AUDIO_INVALID"}'),
      { status: 415, msg: 'অডিও নয়।' },
    ],
    [
      'a body that is not JSON (a proxy’s page)',
      error(502, '<html>Bad Gateway</html>'),
      { status: 502, msg: '' },
    ],
    ['no answer at all', new Error('tus: failed to upload chunk'), { status: 0, msg: '' }],
    ['nothing', null, { status: 0, msg: '' }],
  ])('%s', (_, given, want) => {
    expect(uploadFailure(given)).toEqual(want);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [0, true],
    [408, true],
    [423, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
    [413, false],
    [415, false],
  ])('%i → %s', (status, want) => {
    expect(isRetryableStatus(status)).toBe(want);
  });
});
