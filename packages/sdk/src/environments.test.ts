import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json } from '../test/helpers';
import { createTilawat } from './create-tilawat';
import { environments, resolveOrigin } from './environments';

describe('environments', () => {
  it.each([
    { given: undefined, want: 'https://api.tilawat.com.bd' },
    { given: 'production', want: 'https://api.tilawat.com.bd' },
    { given: 'develop', want: 'https://api.develop.tilawat.com.bd' },
    { given: 'test', want: 'https://api.test.tilawat.com.bd' },
    { given: 'local', want: 'http://localhost:4000' },
    { given: 'http://127.0.0.1:4000/', want: 'http://127.0.0.1:4000' },
  ])('resolves $given to $want', ({ given, want }) => {
    expect(resolveOrigin(given)).toBe(want);
  });

  it('defaults to production and puts each version under its base', async () => {
    expect(createTilawat().origin).toBe(environments.production);
    const { api, calls } = createObservedTilawat(() => json(200, {}), {
      origin: undefined,
      environment: 'local',
    });
    await api.v2.GET('/cms/public/header-footer');
    await api.v3.GET('/promo/public');
    expect(calls.map((c) => c.url.href)).toEqual([
      'http://localhost:4000/api/v2/cms/public/header-footer',
      'http://localhost:4000/api/v3/promo/public',
    ]);
  });
});
