// @ts-check
// The Playwright side of slow-tests.mjs: `reporter: [['list'], ['@tilawat/testing/slow-tests-playwright',
// { suite: 'web e2e' }]]` names the run's tests slower than the threshold at its end and saves them for
// `tilawat-slow-tests`.
import { relative } from 'node:path';
import { SLOW_TEST_MS, saveReport, slowOnes, slowTestsDir } from './slow-tests.mjs';

/** @typedef {import('./slow-tests.mjs').SlowTest} SlowTest */

export default class SlowTestsPlaywrightReporter {
  /** @param {{ suite?: string, thresholdMs?: number }} [options] */
  constructor({ suite = 'e2e', thresholdMs = SLOW_TEST_MS } = {}) {
    this.suite = suite;
    this.thresholdMs = thresholdMs;
    this.root = process.cwd();
    /** @type {Map<string, SlowTest>} the last result of each test (a retry replaces the failed try) */
    this.durations = new Map();
  }

  /** @param {{ rootDir: string }} config */
  onBegin(config) {
    this.root = config.rootDir;
  }

  /**
   * @param {{ id: string, title: string, location: { file: string }, titlePath(): string[] }} test
   * @param {{ duration: number }} result
   */
  onTestEnd(test, result) {
    const path = test.titlePath();
    const file = relative(this.root, test.location.file);
    // titlePath: the root, the project, the file, its describe blocks, the test's title
    const fromFile = path.findIndex((part) => part !== '' && test.location.file.endsWith(part));
    const name = (fromFile >= 0 ? path.slice(fromFile + 1) : [test.title]).join(' › ');
    this.durations.set(test.id, { name, file, ms: result.duration });
  }

  onEnd() {
    const durations = [...this.durations.values()];
    const lines = saveReport(
      {
        suite: this.suite,
        thresholdMs: this.thresholdMs,
        endedAt: new Date().toISOString(),
        tests: durations.length,
        slow: slowOnes(durations, this.thresholdMs),
      },
      slowTestsDir(this.root),
    );
    if (lines.length > 0) console.log(`\n${lines.join('\n')}\n`);
  }

  /** The list reporter keeps the terminal. */
  printsToStdio() {
    return false;
  }
}
