import { afterEach, describe, expect, it, vi } from 'vitest';

describe('instrumentation-client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes zod parse without new Function, which the Content-Security-Policy refuses', async () => {
    await import('./instrumentation-client');
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'আমিনা', extra: 1 })).toEqual({ name: 'আমিনা' });
    expect(probe).not.toHaveBeenCalled();
  });
});
