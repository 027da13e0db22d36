// Real api processes for the PostgreSQL suite's tests of several hosts on one database: the server built
// from this source once, started as `node server.js` with an environment of the test's choosing, and
// stopped at the end. Loopback only.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcesses {
  /** Starts one api on a free port; resolves with its origin once it answers `/healthz`. */
  start(env: Record<string, string>): Promise<string>;
  /** The process serving `origin` (to find its children, or to kill it). */
  processOf(origin: string): ChildProcess;
  /** Ends the process of `origin` with SIGKILL, as a host that dies: resolves once it exited. */
  kill(origin: string): Promise<void>;
  /** Ends every process started (SIGTERM) and removes the build. */
  stopAll(): Promise<void>;
}

/** Builds `src/server.ts` into a folder of its own, `name` in it (two levels below the package, as dist/ is one). */
export async function apiProcesses(name: string): Promise<ApiProcesses> {
  const outDir = `${apiRoot}.tmp/${name}-${process.pid}`;
  mkdirSync(outDir, { recursive: true });
  await build({
    config: false,
    entry: { server: 'src/server.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    outDir,
    silent: true,
  });
  const children: ChildProcess[] = [];
  const byOrigin = new Map<string, ChildProcess>();
  const processOf = (origin: string) => {
    const child = byOrigin.get(origin);
    if (!child) throw new Error(`no api process serves ${origin}`);
    return child;
  };
  return {
    processOf,
    async kill(origin) {
      const child = processOf(origin);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
    async start(env) {
      const port = await freePort();
      const child = spawn(process.execPath, [`${outDir}/server.js`], {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PUBLIC_CACHE_SECONDS: '0',
          UPLOAD_DIR: `${outDir}/uploads-${port}`,
          ...env,
          PORT: String(port),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk) => {
        errors += chunk;
      });
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      byOrigin.set(origin, child);
      for (let attempt = 0; attempt < 600; attempt++) {
        if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}): ${errors}`);
        const healthy = await fetch(`${origin}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (healthy) return origin;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the api did not start within a minute: ${errors}`);
    },
    async stopAll() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
