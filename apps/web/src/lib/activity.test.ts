import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportOnce, resetActivity } from './activity';

afterEach(() => {
  resetActivity();
  vi.useRealTimers();
});

describe('reportOnce', () => {
  it('sends an event once per key, after the current work, and swallows failures', async () => {
    vi.useFakeTimers();
    const POST = vi.fn().mockRejectedValue(new Error('offline'));
    const api = { v2: { POST } };
    const event = { event_name: 'card_view', kind: 'card' as const, item: 'sohoj-tajweed-shikkha' };
    reportOnce(api, 'card:1', event);
    reportOnce(api, 'card:1', event);
    expect(POST).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(POST).toHaveBeenCalledTimes(1);
    expect(POST).toHaveBeenCalledWith('/activity', { body: event });
    reportOnce(api, 'card:2', { ...event, item: 'noorani-qaida' });
    await vi.runAllTimersAsync();
    expect(POST).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a signed-in client', () => {
    expect(() => reportOnce(null, 'card:1', { event_name: 'card_view', kind: 'card' })).not.toThrow();
  });
});
