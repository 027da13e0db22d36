// deploy/Caddyfile allows each upload route of the api its real size (issue 37): the sample used to cap
// every request body at 4 MB, so every lesson video and PDF uploaded through it got 413. The upload
// routes are the api's own list (the operations core/request-timeouts.ts gives more time to), found in
// the contract with their methods and paths; each must reach a `handle` whose `request_body` allows at
// least the api's default cap, so that the api answers its own Bengali 413 past it. Caddy itself cannot
// run here, so the file is read by a small reader of the Caddyfile's blocks, matchers and sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requestTimeouts } from '../../apps/api/src/core/request-timeouts';
import { loadEnv } from '../../apps/api/src/env';
import { CORRECTION_MAX_BYTES } from '../../apps/api/src/modules/practice/practice.admin.service';

const root = join(import.meta.dirname, '..', '..');

interface Block {
  tokens: string[];
  children: Block[];
}

/** The Caddyfile as nested blocks: each line's tokens, and the lines inside its `{ … }`. */
function readCaddyfile(text: string): Block[] {
  const top: Block = { tokens: [], children: [] };
  const open: Block[] = [top];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parent = open.at(-1) as Block;
    if (line === '}') {
      open.pop();
      continue;
    }
    const opens = line.endsWith(' {') || line === '{';
    const block: Block = {
      tokens: line
        .replace(/\s*\{$/, '')
        .split(/\s+/)
        .filter(Boolean),
      children: [],
    };
    parent.children.push(block);
    if (opens) open.push(block);
  }
  expect(open, 'every { is closed').toHaveLength(1);
  return top.children;
}

/** Caddy's sizes: go-humanize's units (MB = 1000², MiB = 1024²). */
function bytesOf(size: string): number {
  const match = /^(\d+(?:\.\d+)?)([KMG]i?B)?$/.exec(size);
  if (!match) throw new Error(`not a size: ${size}`);
  const units: Record<string, number> = {
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
    KiB: 1024,
    MiB: 1024 ** 2,
    GiB: 1024 ** 3,
  };
  return Number(match[1]) * (match[2] ? (units[match[2]] as number) : 1);
}

/** Whether a request meets every condition of a named matcher (`method`, `path`, `path_regexp`). */
function matches(matcher: Block, request: { method: string; path: string }): boolean {
  const conditions = matcher.children.length
    ? matcher.children.map((c) => c.tokens)
    : [matcher.tokens.slice(1)];
  return conditions.every(([kind, ...values]) => {
    if (kind === 'method') return values.includes(request.method);
    if (kind === 'path')
      return values.some((pattern) =>
        pattern.endsWith('*') ? request.path.startsWith(pattern.slice(0, -1)) : request.path === pattern,
      );
    if (kind === 'path_regexp') return new RegExp(values.at(-1) as string).test(request.path);
    throw new Error(`a matcher this reader does not know: ${kind}`);
  });
}

const sites = readCaddyfile(readFileSync(join(root, 'deploy', 'Caddyfile'), 'utf8'));
const apiSite = sites.find((block) => block.tokens[0]?.startsWith('{$API_SITE')) as Block;

/** The body size the api's site allows a request: its first `handle` that matches it (a bare one last). */
function maxBodyOf(request: { method: string; path: string }): number {
  const matchers = new Map(
    apiSite.children.filter((b) => b.tokens[0]?.startsWith('@')).map((b) => [b.tokens[0] as string, b]),
  );
  const handles = apiSite.children.filter((b) => b.tokens[0] === 'handle');
  const chosen =
    handles.find((h) => h.tokens[1] && matches(matchers.get(h.tokens[1]) as Block, request)) ??
    handles.find((h) => !h.tokens[1]);
  expect(chosen, `${request.method} ${request.path} reaches a handle`).toBeTruthy();
  expect(chosen?.children.some((c) => c.tokens.join(' ') === 'import api')).toBe(true);
  const size = chosen?.children
    .find((c) => c.tokens[0] === 'request_body')
    ?.children.find((c) => c.tokens[0] === 'max_size')?.tokens[1];
  return bytesOf(size as string);
}

/** The method and path (with `{…}` filled) of each operation, from the contract's three documents. */
function operations(): Map<string, { method: string; path: string }> {
  const found = new Map<string, { method: string; path: string }>();
  for (const file of ['v2.yaml', 'v3.yaml', 'admin.yaml']) {
    const spec = parse(readFileSync(join(root, 'specs', file), 'utf8')) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const base = new URL(spec.servers[0]?.url as string).pathname.replace(/\/$/, '');
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation?.operationId)
          found.set(operation.operationId, {
            method: method.toUpperCase(),
            path: `${base}${path.replace(/\{[^}]+\}/g, '7f3c')}`,
          });
      }
    }
  }
  return found;
}

describe('deploy/Caddyfile', () => {
  const env = loadEnv({});
  const caps: Record<string, number> = {
    v2UploadAvatar: env.AVATAR_MAX_BYTES,
    adminUploadLessonVideo: env.VIDEO_MAX_BYTES,
    adminAddLessonNote: env.PDF_MAX_BYTES,
    adminUploadPracticeCorrection: CORRECTION_MAX_BYTES,
    v3CreatePracticeUpload: env.PRACTICE_AUDIO_MAX_BYTES,
    v3SendPracticeUploadChunk: env.PRACTICE_AUDIO_MAX_BYTES,
  };

  it("knows every upload route of the api's (a new one must be given its size here and there)", () => {
    const uploads = requestTimeouts({
      requestSeconds: 30,
      uploadSeconds: 3600,
      caps: { avatar: 1, video: 1, pdf: 1, correction: 1, practiceAudio: 1 },
    }).byOperation;
    expect(Object.keys(caps).sort()).toEqual(Object.keys(uploads).sort());
  });

  it('lets each upload route send at least its cap in the api, so that the api answers past it', () => {
    const known = operations();
    for (const [operationId, cap] of Object.entries(caps)) {
      const request = known.get(operationId);
      expect(request, operationId).toBeTruthy();
      const allowed = maxBodyOf(request as { method: string; path: string });
      expect(allowed, `${operationId} (${request?.method} ${request?.path})`).toBeGreaterThan(cap);
      // and not without bound: at most a tenth more than the cap, plus a megabyte of multipart framing
      expect(allowed, operationId).toBeLessThanOrEqual(cap * 1.1 + 1e6);
    }
  });

  it('keeps every other request to a JSON body', () => {
    expect(maxBodyOf({ method: 'POST', path: '/api/v3/user/login' })).toBeGreaterThan(env.BODY_LIMIT_BYTES);
    expect(maxBodyOf({ method: 'POST', path: '/api/v3/user/login' })).toBeLessThanOrEqual(1e6);
    // a lesson's video route by another method, or under another path, is not a video upload
    expect(maxBodyOf({ method: 'PUT', path: '/api/v3/admin/lessons/7/video' })).toBeLessThanOrEqual(1e6);
    expect(maxBodyOf({ method: 'POST', path: '/api/v3/admin/lessons/7/video/extra' })).toBeLessThanOrEqual(
      1e6,
    );
  });

  it('sends the api only to ready processes and the site to the web', () => {
    const snippet = sites.find((block) => block.tokens[0] === '(api)');
    const proxy = snippet?.children.find((block) => block.tokens[0] === 'reverse_proxy') as Block;
    expect(proxy.tokens[1]).toMatch(/^\{\$API_UPSTREAMS/);
    expect(proxy.children.map((c) => c.tokens.join(' '))).toContain('health_uri /readyz');
    const web = sites.find((block) => block.tokens[0]?.startsWith('{$WEB_SITE'));
    expect(web?.children[0]?.tokens.slice(0, 2)).toEqual(['reverse_proxy', '{$WEB_UPSTREAMS:10.0.0.21:3000']);
  });
});
