// The one way the api runs another program (issue 35): ffprobe and ffmpeg today, anything later. Every
// run has a time limit; past it the program and whatever it started are killed and the run rejects
// with ChildTimedOut, which each caller turns into its own answer (a 503 in a request, a failed try in
// a background job). No other file spawns a process.
import { spawn } from 'node:child_process';

/** The program ran past its time limit and was killed (with every process it started). */
export class ChildTimedOut extends Error {
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`${command} ran past its ${timeoutMs} ms and was killed`);
    this.name = 'ChildTimedOut';
  }
}

/** The program ended with an error: its exit code (or signal) and the last lines it wrote to stderr. */
export class ChildFailed extends Error {
  constructor(
    readonly command: string,
    readonly exit: number | string | null,
    readonly stderr: string,
  ) {
    super(`${command} ended with ${exit}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ChildFailed';
  }
}

export interface RunChildOptions {
  /** How long the program may run, from its start to its end; then it is killed. */
  timeoutMs: number;
  /** Kills it sooner (the process is closing, another worker took the job). */
  signal?: AbortSignal;
  /** Each line of its standard output as it comes, instead of collecting it. */
  onLine?: (line: string) => void;
  /** Told the process id once it started (tests). */
  onSpawn?: (pid: number) => void;
}

/**
 * Runs `command` with `args` (never through a shell) to its end and resolves with its standard output.
 * Rejects with {@link ChildTimedOut} past `timeoutMs`, with {@link ChildFailed} when it ends with an
 * error, and with the spawn error itself when it cannot start (`code: 'ENOENT'`: not installed). The
 * program gets a process group of its own, and a timeout or `signal` kills the whole group with
 * SIGKILL, so a wrapper script (an FFPROBE_PATH that is a shell script) cannot leave its child running.
 */
export function runChild(
  command: string,
  args: readonly string[],
  options: RunChildOptions,
): Promise<string> {
  const { timeoutMs, signal, onLine, onSpawn } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    let err = '';
    let pending = '';
    let ended: 'timeout' | 'aborted' | null = null;

    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    };
    const timer = setTimeout(() => {
      ended ??= 'timeout';
      killGroup();
    }, timeoutMs);
    const onAbort = () => {
      ended ??= 'aborted';
      killGroup();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    if (child.pid !== undefined) onSpawn?.(child.pid);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        out += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    // only the tail is kept: enough to say why it failed
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-2_000);
    });
    child.on('error', (error) => {
      settle();
      killGroup();
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      settle();
      // a grandchild may still hold the group after the child itself ended
      if (ended) killGroup();
      if (ended === 'timeout') reject(new ChildTimedOut(command, timeoutMs));
      else if (ended === 'aborted') reject(signal?.reason ?? new Error(`${command} was stopped`));
      else if (code === 0) {
        if (onLine && pending) onLine(pending.trim());
        resolve(out);
      } else reject(new ChildFailed(command, code ?? killedBy, err));
    });
  });
}
