import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChildFailed, ChildTimedOut, runChild } from './run-child';

/**
 * Whether a process of this id is still running: it exists and is not a zombie (a killed orphan waits
 * as one until the container's first process reaps it, which some never do).
 */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}

const node = process.execPath;

describe('runChild', () => {
  it('resolves with what the program wrote, and hands its output line by line when asked', async () => {
    expect(await runChild(node, ['-e', 'process.stdout.write("one\\ntwo")'], { timeoutMs: 10_000 })).toBe(
      'one\ntwo',
    );
    const lines: string[] = [];
    await runChild(node, ['-e', 'console.log("a"); console.log("b")'], {
      timeoutMs: 10_000,
      onLine: (line) => lines.push(line),
    });
    expect(lines).toEqual(['a', 'b']);
  });

  it('rejects with the exit code and the last lines of stderr when the program fails', async () => {
    const failed = runChild(node, ['-e', 'console.error("broken input"); process.exit(3)'], {
      timeoutMs: 10_000,
    });
    await expect(failed).rejects.toBeInstanceOf(ChildFailed);
    await expect(failed).rejects.toMatchObject({ exit: 3, message: expect.stringMatching(/broken input/) });
  });

  it('rejects with ENOENT when the program is not installed', async () => {
    await expect(runChild('/nonexistent/ffprobe', [], { timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('kills a program that sleeps past its timeout, and rejects with ChildTimedOut', async () => {
    let pid = 0;
    const started = performance.now();
    const run = runChild(node, ['-e', 'setTimeout(() => {}, 60_000)'], {
      timeoutMs: 300,
      onSpawn: (id) => {
        pid = id;
      },
    });
    await expect(run).rejects.toBeInstanceOf(ChildTimedOut);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('kills what the program started too (a wrapper script’s own child), not only the program', async () => {
    // a shell that starts a sleeper and waits for it, as an FFPROBE_PATH wrapper script would
    const lines: string[] = [];
    const started = performance.now();
    const run = runChild('/bin/sh', ['-c', 'sleep 60 & echo $!; wait'], {
      timeoutMs: 500,
      onLine: (line) => lines.push(line),
    });
    await expect(run).rejects.toBeInstanceOf(ChildTimedOut);
    // killing the shell alone would leave the sleeper holding the output open for its whole minute
    expect(performance.now() - started).toBeLessThan(10_000);
    const sleeper = Number(lines[0]);
    expect(sleeper).toBeGreaterThan(0);
    // SIGKILL is delivered at once; the kernel may take a moment to mark it dead
    for (let i = 0; i < 50 && alive(sleeper); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(alive(sleeper)).toBe(false);
  });

  it('kills the program when its signal aborts (a closing process, a job taken by another worker)', async () => {
    const stop = new AbortController();
    let pid = 0;
    const run = runChild(node, ['-e', 'setTimeout(() => {}, 60_000)'], {
      timeoutMs: 60_000,
      signal: stop.signal,
      onSpawn: (id) => {
        pid = id;
      },
    });
    setTimeout(() => stop.abort(), 100);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(alive(pid)).toBe(false);
  });
});
