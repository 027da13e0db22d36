// @ts-check
// Plain JS (typed by JSDoc) so that the benchmark scripts can import it on Node 20 without a build.

/**
 * Waits until `url` answers 2xx (a server just started by a test or benchmark), polling every 250 ms;
 * throws when it has not within `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
