import { describe, expect, it } from 'vitest';
import { clockOffset, serverClock } from './server-clock';

describe('the server’s clock', () => {
  it('is the answer’s date (at the middle of its second) less the middle of the request', () => {
    const server = Date.parse('2026-12-10T14:00:00Z');
    // this phone runs 3 minutes slow; the request took 400 ms
    const sentAt = server - 180_000 - 200;
    expect(clockOffset(new Date(server).toUTCString(), sentAt, sentAt + 400)).toBe(180_000 + 500);
    // and one 10 minutes fast
    const fast = server + 600_000;
    expect(clockOffset(new Date(server).toUTCString(), fast, fast)).toBe(-600_000 + 500);
  });

  it('is the device’s own without a usable date', () => {
    expect(clockOffset(null, 1000, 1200)).toBe(0);
    expect(clockOffset('yesterday-ish', 1000, 1200)).toBe(0);
  });

  it('reads the device’s clock corrected by the offset', () => {
    expect(serverClock(5000, () => 1000)()).toBe(6000);
  });
});
