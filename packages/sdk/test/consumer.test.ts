import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = new URL('..', import.meta.url).pathname;
const tsc = new URL('../node_modules/.bin/tsc', import.meta.url).pathname;

/** The first ```ts block under "## Quick start" in the README, exactly as a reader copies it. */
function quickStart(): string {
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const section = readme.split('## Quick start')[1] ?? '';
  const match = section.match(/```ts\n([\s\S]*?)```/);
  if (!match?.[1]) throw new Error('README has no quick start');
  return match[1];
}

/** The ```ts block under "## The operator console": the separate `@tilawat/sdk/admin` entry, as copied. */
function consoleExample(): string {
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const match = (readme.split('## The operator console')[1] ?? '').match(/```ts\n([\s\S]*?)```/);
  if (!match?.[1]) throw new Error('README has no operator console example');
  return match[1];
}

/** The ```ts block under "## A session, step by step": the token store, sign-in and refresh failure, as copied. */
function sessionExample(): string {
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const match = (readme.split('## A session, step by step')[1] ?? '').match(/```ts\n([\s\S]*?)```/);
  if (!match?.[1]) throw new Error('README has no session example');
  return match[1];
}

/** A stand-in api on loopback that answers the quick start's three calls. */
function startStub(): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/v3/promo/public')
      return send(200, { data: [{ code: 'RAMADAN20', title: 'রমজান অফার' }] });
    if (req.url?.startsWith('/api/v3/course?page=1&limit=10'))
      return send(200, { data: { items: [{ title: 'কুরআন শিক্ষা' }], total: 3, page: 1, limit: 10 } });
    if (req.url === '/api/v3/promo/validity' && req.method === 'POST')
      return send(404, { msg: 'এই প্রোমো কোডটি খুঁজে পাওয়া যায়নি।', code: 'PROMO_NOT_FOUND' });
    return send(500, { msg: `unexpected ${req.method} ${req.url}`, code: 'UNEXPECTED' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the packed package, outside the workspace', () => {
  let dir: string;
  let server: Server;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tilawat-sdk-consumer-'));
    server = await startStub();
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('installs from the tarball, type-checks the README quick start and console example, and runs the quick start', async () => {
    const packDir = join(dir, 'pack');
    mkdirSync(packDir);
    execFileSync('pnpm', ['pack', '--pack-destination', packDir], { cwd: pkgDir, stdio: 'pipe' });
    const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          lib: ['ES2023', 'DOM'],
          types: [],
          outDir: 'out',
          skipLibCheck: false,
        },
        files: ['quickstart.ts', 'console.ts', 'session.ts'],
      }),
    );
    // `process` is the only Node global the quick start touches.
    writeFileSync(
      join(app, 'quickstart.ts'),
      `declare const process: { env: Record<string, string | undefined> };\n${quickStart()}`,
    );
    writeFileSync(join(app, 'console.ts'), `${consoleExample()}\nexport {};\n`);
    // and the session example (type-checked only: it signs in, which the stub does not answer)
    writeFileSync(join(app, 'session.ts'), sessionExample());
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', join(packDir, tarball ?? '')],
      {
        cwd: app,
        stdio: 'pipe',
      },
    );
    execFileSync(tsc, ['-p', app], { cwd: app, stdio: 'pipe' });

    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Asynchronous: the stub server answers from this same process.
    const { stdout } = await promisify(execFile)('node', ['out/quickstart.js'], {
      cwd: app,
      env: { ...process.env, TILAWAT_API: origin },
    });
    expect(stdout).toBe(
      [
        'promo RAMADAN20: রমজান অফার',
        '3 courses; first: কুরআন শিক্ষা',
        'rejected: 404 PROMO_NOT_FOUND এই প্রোমো কোডটি খুঁজে পাওয়া যায়নি।',
        '',
      ].join('\n'),
    );
  }, 180_000);
});
