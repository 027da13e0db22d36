// @ts-check
// Plain JS (typed by JSDoc) so that Playwright's config and the root test script load it on Node 20
// without a build.
//
// Tests slower than a threshold are named at the end of their suite's run and, once `pnpm test` has
// ended, once more together (`tilawat-slow-tests`): slowness is seen when it enters, not after the suite
// has grown by minutes. A report, not a failure: a machine's speed is not a test's result.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** A test slower than this (its own run, hooks included where the runner counts them) is named. */
export const SLOW_TEST_MS = 5_000;

/**
 * @typedef {{ name: string, file: string, ms: number }} SlowTest
 * @typedef {{ suite: string, thresholdMs: number, endedAt: string, tests: number, slow: SlowTest[] }} SlowReport
 */

/**
 * The workspace's root (the folder holding pnpm-workspace.yaml) at or above `from`, or `from` itself.
 * @param {string} from
 */
export function workspaceRoot(from) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/**
 * Where each suite leaves its last report: one JSON file per suite, under the root's node_modules cache
 * (never committed; a cached turbo task keeps the report of the run whose output it replays).
 * @param {string} [from]
 */
export function slowTestsDir(from = process.cwd()) {
  return join(workspaceRoot(from), 'node_modules', '.cache', 'tilawat-slow-tests');
}

/**
 * The slow ones of a run's durations, slowest first.
 * @param {SlowTest[]} durations
 * @param {number} thresholdMs
 * @returns {SlowTest[]}
 */
export function slowOnes(durations, thresholdMs) {
  return durations.filter((test) => test.ms > thresholdMs).sort((a, b) => b.ms - a.ms);
}

/**
 * The lines that name a suite's slow tests (none when there are none).
 * @param {SlowReport} report
 * @returns {string[]}
 */
export function formatReport(report) {
  if (report.slow.length === 0) return [];
  /** @param {number} ms */
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `${report.suite}: ${report.slow.length} of ${report.tests} tests slower than ${seconds(report.thresholdMs)}`,
    ...report.slow.map((test) => `  ${seconds(test.ms).padStart(7)}  ${test.file} › ${test.name}`),
  ];
}

/**
 * Writes a suite's report where `tilawat-slow-tests` reads it, and returns the lines to print.
 * @param {SlowReport} report
 * @param {string} [dir]
 */
export function saveReport(report, dir = slowTestsDir()) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${report.suite.replace(/[^\w.-]+/g, '_')}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  return formatReport(report);
}

/**
 * Every suite's last report in `dir`, by suite name.
 * @param {string} [dir]
 * @returns {SlowReport[]}
 */
export function readReports(dir = slowTestsDir()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => /** @type {SlowReport} */ (JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

/**
 * A Vitest reporter (add it beside 'default'): names the suite's tests slower than the threshold at
 * the end of the run, and saves them for `tilawat-slow-tests`.
 */
export class SlowTestsVitestReporter {
  /** @param {{ suite: string, thresholdMs?: number }} options */
  constructor({ suite, thresholdMs = SLOW_TEST_MS }) {
    this.suite = suite;
    this.thresholdMs = thresholdMs;
    /** @type {SlowTest[]} */
    this.durations = [];
    this.root = process.cwd();
  }

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
    this.durations = [];
  }

  /** @param {{ fullName: string, module: { moduleId: string }, diagnostic(): { duration: number } | undefined }} testCase */
  onTestCaseResult(testCase) {
    const duration = testCase.diagnostic()?.duration;
    if (duration === undefined) return;
    this.durations.push({
      name: testCase.fullName,
      file: relative(this.root, testCase.module.moduleId),
      ms: duration,
    });
  }

  onTestRunEnd() {
    const lines = saveReport(
      {
        suite: this.suite,
        thresholdMs: this.thresholdMs,
        endedAt: new Date().toISOString(),
        tests: this.durations.length,
        slow: slowOnes(this.durations, this.thresholdMs),
      },
      slowTestsDir(this.root),
    );
    if (lines.length > 0) console.log(`\n${lines.join('\n')}\n`);
  }
}
