import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dhakaDay, offsetFileClock } from './clock';

const dir = mkdtempSync(join(tmpdir(), 'tilawat-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('clock', () => {
  it('reckons days in Asia/Dhaka', () => {
    expect(dhakaDay(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('the test clock moves by the milliseconds its file holds, read again as the file changes', async () => {
    const file = join(dir, 'offset');
    const none = offsetFileClock(join(dir, 'missing'));
    expect(Math.abs(none.now().getTime() - Date.now())).toBeLessThan(1_000);
    none.close();
    writeFileSync(file, '86400000');
    const clock = offsetFileClock(file);
    try {
      expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_399_000);
      writeFileSync(file, 'not a number');
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    } finally {
      clock.close();
    }
  });
});
