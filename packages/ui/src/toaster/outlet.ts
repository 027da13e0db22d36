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

/** Runs `raise` now if a Toaster is mounted, or when the first one mounts. */
export function whenShown(raise: () => void): void {
  if (outlets > 0) raise();
  else waiting.push(raise);
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
