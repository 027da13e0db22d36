import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json, tokens } from '../test/helpers';
import { addLessonNote, createTilawatAdmin, uploadLessonVideo } from './admin';
import { ApiError } from './api-error';
import { createMemoryTokenStore } from './token-store';
import { unwrap } from './unwrap';

const page = { data: { items: [], total: 0, page: 1, limit: 20 } };

describe('createTilawatAdmin', () => {
  it('calls /api/v3/admin on the session’s origin with its access token and the query', async () => {
    const { api, calls, fetch } = createObservedTilawat(() => json(200, page), {
      tokenStore: createMemoryTokenStore(tokens(1)),
    });
    const admin = createTilawatAdmin(api, { fetch });
    const answer = await unwrap(
      admin.GET('/orders', { params: { query: { status: 'wait-send', sort: '-total' } } }),
    );
    expect(answer).toEqual(page.data);
    expect(calls[0]?.url.href).toBe('http://api.test/api/v3/admin/orders?status=wait-send&sort=-total');
    expect(calls[0]?.headers.get('accesstoken')).toBe('access-1');
  });

  it('refreshes once on a 401 through the session, and rejects a 403 with the Bengali message', async () => {
    const { api, calls, fetch } = createObservedTilawat(
      (call) => {
        if (call.url.pathname === '/api/v3/user/refresh-token') return json(200, { data: tokens(2) });
        if (call.headers.get('accesstoken') === 'access-1')
          return json(401, { msg: 'মেয়াদ শেষ', code: 'UNAUTHORIZED' });
        return json(403, { msg: 'এই কাজটি শুধু তিলাওয়াতের শিক্ষক বা অ্যাডমিন করতে পারেন।', code: 'FORBIDDEN_ROLE' });
      },
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const admin = createTilawatAdmin(api, { fetch });
    const failure = await admin.GET('/audit').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'FORBIDDEN_ROLE' });
    expect(
      calls.map((c) => `${c.url.pathname} ${c.headers.get('accesstoken') ?? c.headers.get('refreshtoken')}`),
    ).toEqual([
      '/api/v3/admin/audit access-1',
      '/api/v3/user/refresh-token refresh-1',
      '/api/v3/admin/audit access-2',
    ]);
  });
});

describe('uploadLessonVideo and addLessonNote', () => {
  const job = {
    id: '6d1f2c3b-8a9e-4f70-b1c2-3d4e5f6a7b8c',
    lesson_id: 90,
    filename: 'class.mp4',
    status: 'queued',
    progress: 0,
    duration_seconds: 3,
    error: null,
    created_at: '2026-11-24T10:00:00+06:00',
    updated_at: '2026-11-24T10:00:00+06:00',
  };

  it('posts the form with the access token, refreshing once on a 401 (fetch, where there is no XMLHttpRequest)', async () => {
    const { api, calls, fetch } = createObservedTilawat(
      (call) => {
        if (call.url.pathname === '/api/v3/user/refresh-token') return json(200, { data: tokens(2) });
        if (call.headers.get('accesstoken') === 'access-1')
          return json(401, { msg: 'মেয়াদ শেষ', code: 'UNAUTHORIZED' });
        return json(202, { data: job });
      },
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const seen: number[] = [];
    const answer = await uploadLessonVideo(
      api,
      90,
      new File(['video bytes'], 'class.mp4', { type: 'video/mp4' }),
      {
        fetch,
        onProgress: (f) => seen.push(f),
      },
    );
    expect(answer).toEqual(job);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/v3/admin/lessons/90/video',
      'POST /api/v3/user/refresh-token',
      'POST /api/v3/admin/lessons/90/video',
    ]);
    expect(calls[2]?.headers.get('accesstoken')).toBe('access-2');
    expect(calls[2]?.body).toContain('name="video"; filename="class.mp4"');
    expect(calls[2]?.body).toContain('video bytes');
    expect(seen).toEqual([1]);
  });

  it('sends the title before the PDF, and rejects a refusal as an ApiError with its field', async () => {
    const { api, calls, fetch } = createObservedTilawat(
      () =>
        json(400, {
          msg: 'পিডিএফের একটি নাম দিন',
          code: 'NOTE_TITLE',
          errors: [{ path: '/title', msg: 'পিডিএফের একটি নাম দিন' }],
        }),
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const failure = await addLessonNote(
      api,
      90,
      { title: ' ', pdf: new File(['%PDF-1.4'], 'a.pdf') },
      { fetch },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'NOTE_TITLE', errors: [{ path: '/title' }] });
    const body = calls[0]?.body ?? '';
    expect(body.indexOf('name="title"')).toBeLessThan(body.indexOf('name="pdf"'));
  });

  it('reports the bytes sent through XMLHttpRequest in a browser', async () => {
    const sent: { url: string; token: string | null }[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private url = '';
      private token: string | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        if (name === 'accesstoken') this.token = value;
      }
      abort() {}
      send() {
        sent.push({ url: this.url, token: this.token });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = 202;
        this.responseText = JSON.stringify({ data: job });
        this.onload?.();
      }
    }
    const { api } = createObservedTilawat(() => json(500, {}), {
      tokenStore: createMemoryTokenStore(tokens(1)),
    });
    const seen: number[] = [];
    const answer = await uploadLessonVideo(api, 90, new Blob(['x']), {
      XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
      onProgress: (f) => seen.push(f),
      filename: 'class.mp4',
    });
    expect(answer.status).toBe('queued');
    expect(sent).toEqual([{ url: 'http://api.test/api/v3/admin/lessons/90/video', token: 'access-1' }]);
    expect(seen).toEqual([0.25, 1, 1]);
  });
});
