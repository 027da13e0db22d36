// The polling loop of the api's background workers (lesson videos' renditions, practice audio): look at
// the queue now and every `pollMs` after, at once when woken by an enqueue in this process, never two
// looks at a time (a wake during a look asks for another right after it), and on stop wait for the look
// under way. What a look does — claim under a lease, process, settle — is the worker's own.

export interface JobLoop {
  /** Looks now and every `pollMs` after (once; later calls do nothing). */
  start(): void;
  /** Something was queued: look at once (when started and not stopping). */
  wake(): void;
  /** Stops looking: no new look starts; the worker's `signal` is aborted; resolves when the look under way ended. */
  stop(): Promise<void>;
  /** Aborted by `stop()`: a look stops claiming, and work under way is handed back to the queue. */
  readonly signal: AbortSignal;
}

export function createJobLoop({
  look,
  pollMs,
  onError,
}: {
  /** One look at the queue: takes what waits, one after another, until nothing does or `signal` aborts. */
  look: (signal: AbortSignal) => Promise<unknown>;
  pollMs: number;
  /** A look that threw (the queue could not be read). */
  onError: (error: unknown) => void;
}): JobLoop {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let again = false;

  function schedule(ms: number) {
    if (abort.signal.aborted || !started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = look(abort.signal)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .then(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  return {
    signal: abort.signal,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (started && !abort.signal.aborted) {
        if (running) again = true;
        else schedule(0);
      }
    },
    async stop() {
      clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
