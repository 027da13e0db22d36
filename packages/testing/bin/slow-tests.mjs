#!/usr/bin/env node
// Run by the root `pnpm test` once turbo has ended: names, together, every suite's tests slower than
// the threshold in its last run (each suite's reporter left them under node_modules/.cache). A report,
// never a failure: it exits 0.
import { formatReport, readReports, slowTestsDir } from '../src/slow-tests.mjs';

const reports = readReports(slowTestsDir());
const lines = reports.flatMap(formatReport);
if (reports.length === 0) {
  console.log('slow tests: no suite has reported its durations yet');
} else if (lines.length === 0) {
  console.log(`slow tests: none (${reports.map((r) => r.suite).join(', ')})`);
} else {
  console.log(`\nslow tests, from each suite's last run:\n${lines.join('\n')}`);
}
