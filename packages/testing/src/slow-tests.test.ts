import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatReport,
  readReports,
  SlowTestsVitestReporter,
  saveReport,
  slowOnes,
  slowTestsDir,
  workspaceRoot,
} from './slow-tests.mjs';
import SlowTestsPlaywrightReporter from './slow-tests-playwright.mjs';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'slow-tests-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('slow tests', () => {
  it('keeps only the tests over the threshold, slowest first', () => {
    const durations = [
      { name: 'a', file: 'a.test.ts', ms: 5_000 },
      { name: 'b', file: 'b.test.ts', ms: 7_200 },
      { name: 'c', file: 'c.test.ts', ms: 12 },
      { name: 'd', file: 'd.test.ts', ms: 5_001 },
    ];
    expect(slowOnes(durations, 5_000).map((test) => test.name)).toEqual(['b', 'd']);
  });

  it('names each slow test with its file and seconds, and says nothing of a suite without any', () => {
    const report = {
      suite: 'api',
      thresholdMs: 5_000,
      endedAt: '2026-11-28T00:00:00.000Z',
      tests: 3,
      slow: [{ name: 'checkout › pays once', file: 'src/checkout.test.ts', ms: 7_250 }],
    };
    expect(formatReport(report)).toEqual([
      'api: 1 of 3 tests slower than 5.0 s',
      '    7.3 s  src/checkout.test.ts › checkout › pays once',
    ]);
    expect(formatReport({ ...report, slow: [] })).toEqual([]);
  });

  it('finds the workspace root from a package folder, and keeps the reports under its cache', () => {
    const root = workspaceRoot(process.cwd());
    expect(root).not.toBe(process.cwd());
    expect(slowTestsDir()).toBe(join(root, 'node_modules', '.cache', 'tilawat-slow-tests'));
  });

  it('the Vitest reporter names the slow test at the end of the run and saves the report', () => {
    const dir = folder();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const reporter = new SlowTestsVitestReporter({ suite: 'api' });
    reporter.onInit({ config: { root: dir } });
    const testCase = (fullName: string, duration: number | undefined) => ({
      fullName,
      module: { moduleId: join(dir, 'src', 'slow.test.ts') },
      diagnostic: () => (duration === undefined ? undefined : { duration }),
    });
    reporter.onTestCaseResult(testCase('slow › waits', 6_000));
    reporter.onTestCaseResult(testCase('fast', 40));
    reporter.onTestCaseResult(testCase('skipped', undefined));
    reporter.onTestRunEnd();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('6.0 s  src/slow.test.ts › slow › waits'));
    const [saved] = readReports(join(dir, 'node_modules', '.cache', 'tilawat-slow-tests'));
    expect(saved).toMatchObject({ suite: 'api', tests: 2, slow: [{ name: 'slow › waits', ms: 6_000 }] });
  });

  it('the Playwright reporter names a test by its describe blocks and title, its last try counting', () => {
    const dir = folder();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const reporter = new SlowTestsPlaywrightReporter({ suite: 'web e2e' });
    reporter.onBegin({ rootDir: dir });
    const file = join(dir, 'e2e', 'accounts.e2e.ts');
    const test = {
      id: 't1',
      title: 'signs in',
      location: { file },
      titlePath: () => ['', '', 'accounts.e2e.ts', 'the profile', 'signs in'],
    };
    reporter.onTestEnd(test, { duration: 9_000 });
    reporter.onTestEnd(test, { duration: 8_000 });
    reporter.onEnd();
    expect(reporter.printsToStdio()).toBe(false);
    const [saved] = readReports(join(dir, 'node_modules', '.cache', 'tilawat-slow-tests'));
    expect(saved).toMatchObject({
      suite: 'web e2e',
      tests: 1,
      slow: [{ name: 'the profile › signs in', file: join('e2e', 'accounts.e2e.ts'), ms: 8_000 }],
    });
  });

  it('reads every suite it finds, and nothing from a folder not made yet', () => {
    const dir = join(folder(), 'reports');
    expect(readReports(dir)).toEqual([]);
    for (const suite of ['web', 'api']) {
      saveReport({ suite, thresholdMs: 5_000, endedAt: '', tests: 0, slow: [] }, dir);
    }
    expect(readReports(dir).map((report) => report.suite)).toEqual(['api', 'web']);
  });
});
