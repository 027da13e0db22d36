/**
 * Whether a <Toaster> is on the page, and the toasts raised before one was.
 *
 * react-hot-toast counts a toast's time from the moment it is raised, shown or not. An app may load its
 * Toaster after hydration (the web does, to keep react-hot-toast off the first load), so a toast raised
 * before the Toaster arrives — a quick sign-in on a slow phone — would spend its 2 s unseen and never
 * appear. Such toasts wait here, in order, and are raised when a Toaster mounts: each is on screen for
 * its whole time.
 */
let outlets = 0;
const waiting: (() => void)[] = [];
let sequence = 0;
const askers = new Set<() => void>();

/** Runs `raise` now if a Toaster is mounted, or when the first one mounts (asking for one). */
export function whenShown(raise: () => void): void {
  if (outlets > 0) raise();
  else {
    waiting.push(raise);
    for (const ask of askers) ask();
  }
}

/**
 * `ask` is called whenever a toast waits for a Toaster: an app that mounts its Toaster only on first use
 * (the web does: react-hot-toast stays off the pages that never toast) mounts it then; the toast is raised
 * as it mounts. Answers the unsubscribe. A toast already waiting asks at once.
 */
export function onToastWaiting(ask: () => void): () => void {
  askers.add(ask);
  if (waiting.length > 0) ask();
  return () => {
    askers.delete(ask);
  };
}

/** Called by a Toaster as it mounts (after react-hot-toast listens): raises what waited; answers its unmount. */
export function outletMounted(): () => void {
  outlets += 1;
  for (const raise of waiting.splice(0)) raise();
  return () => {
    outlets -= 1;
  };
}

/** A toast's id, known at once even while the toast waits for a Toaster (to replace or dismiss it later). */
export function nextToastId(): string {
  sequence += 1;
  return `tilawat-toast-${sequence}`;
}
