// The api's and the web's Dockerfiles, checked without Docker (this machine cannot pull images): they
// lint without an error (dockerfile-utils, the linter behind the Docker language server), and what
// matters beyond syntax holds — several stages, every base image pinned, the final stage run by an
// unprivileged user with a health check, the api's with Debian's ffmpeg — and .dockerignore keeps
// installed packages, builds and secrets out of the build context.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions, continuation lines joined and comments left out. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Its stages, each from its FROM to the next. */
function stages(text: string): Instruction[][] {
  const found: Instruction[][] = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === 'FROM') found.push([]);
    found.at(-1)?.push(instruction);
  }
  return found;
}

/**
 * The Language Server Protocol's severity of an error (`DiagnosticSeverity.Error`), which `validate`'s
 * diagnostics carry; dockerfile-utils' own `ValidationSeverity` numbers its settings differently (ERROR 2).
 */
const LSP_ERROR = 1;

const errorsOf = (text: string) =>
  validate(text)
    .filter((diagnostic) => diagnostic.severity === LSP_ERROR)
    .map((diagnostic) => `${diagnostic.range.start.line + 1}: ${diagnostic.message}`);

describe.each([
  { app: 'api', port: '4000' },
  { app: 'web', port: '3000' },
])('apps/$app/Dockerfile', ({ app, port }) => {
  const text = readFileSync(join(root, 'apps', app, 'Dockerfile'), 'utf8');
  const all = stages(text);
  const final = all.at(-1) ?? [];

  it('lints without an error, or even a warning', () => {
    expect(errorsOf(text)).toEqual([]);
    expect(validate(text).map((diagnostic) => diagnostic.message)).toEqual([]);
  });

  it('builds in one stage and runs in another, from base images pinned to a version', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) {
      const image = stage[0]?.args.split(/\s+/)[0] ?? '';
      expect(image, image).toMatch(/^[\w./-]+:\d+\.\d+\.\d+[\w.-]*$/);
      expect(image).not.toMatch(/:latest$/);
    }
    // the final stage copies what the build stage made, not the build context
    const copies = final.filter((instruction) => instruction.keyword === 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.args, copy.args).toMatch(/^--from=\w+/);
  });

  it('runs as an unprivileged user, with a health check, on its port', () => {
    const user = final.filter((instruction) => instruction.keyword === 'USER').at(-1);
    expect(user?.args).toBeTruthy();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
    // and nothing runs as root after it
    const after = final.slice(final.indexOf(user as Instruction) + 1);
    expect(after.filter((instruction) => instruction.keyword === 'RUN')).toEqual([]);
    const healthcheck = final.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/CMD/);
    expect(final.find((instruction) => instruction.keyword === 'EXPOSE')?.args).toBe(port);
    expect(final.find((instruction) => instruction.keyword === 'CMD')).toBeTruthy();
  });

  it('installs from the lockfile as it is', () => {
    const runs = all.flat().filter((instruction) => instruction.keyword === 'RUN');
    expect(runs.some((run) => /pnpm install --frozen-lockfile/.test(run.args))).toBe(true);
    expect(runs.some((run) => new RegExp(`pnpm --filter=@tilawat/${app} deploy --prod`).test(run.args))).toBe(
      true,
    );
  });
});

describe('the api image', () => {
  const text = readFileSync(join(root, 'apps', 'api', 'Dockerfile'), 'utf8');
  const final = stages(text).at(-1) ?? [];

  it("has Debian's ffmpeg, installed without recommended extras and without leaving apt's lists", () => {
    const install = final.find((instruction) => /apt-get install/.test(instruction.args));
    expect(install?.args).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(install?.args).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
  });

  it('starts the bundled server, which migrates under the advisory lock and checks its own health', () => {
    // tracing.js first: OpenTelemetry's instrumentations must be loaded before the server loads pg
    expect(final.find((instruction) => instruction.keyword === 'CMD')?.args).toBe(
      '["node", "--import", "./dist/tracing.js", "dist/server.js"]',
    );
    expect(final.find((instruction) => instruction.keyword === 'HEALTHCHECK')?.args).toMatch(/\/healthz/);
    expect(final.find((instruction) => instruction.keyword === 'ENV')?.args).toMatch(/NODE_ENV=production/);
  });
});

describe('the linter', () => {
  it('finds errors (so that a clean result means something)', () => {
    expect(errorsOf('FROM node:24.21.0-bookworm-slim\nCOPY --form=build /out ./\n')).not.toEqual([]);
    expect(errorsOf('FROM\n')).not.toEqual([]);
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps installed packages, builds, the git history and secrets out of the build context', () => {
    for (const entry of ['.git', '**/node_modules', '**/dist', '**/.next', '**/.env', '**/.env.*']) {
      expect(ignored, entry).toContain(entry);
    }
    // but not the lockfile, the workspace or a package's sources
    for (const kept of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'apps', 'packages', 'specs']) {
      expect(ignored, kept).not.toContain(kept);
    }
  });
});
