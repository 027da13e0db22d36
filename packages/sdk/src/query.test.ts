import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json } from '../test/helpers';
import { isBlankQueryValue, querySerializer } from './query';

describe('querySerializer', () => {
  it.each([
    {
      given: { q: 'তাজবিদ', level: 'beginner' },
      want: 'q=%E0%A6%A4%E0%A6%BE%E0%A6%9C%E0%A6%AC%E0%A6%BF%E0%A6%A6&level=beginner',
    },
    { given: { q: null, level: undefined, mode: '', course: ' ' }, want: '' },
    { given: { page: 0, upcoming: false }, want: 'page=0&upcoming=false' },
    { given: { q: '  ', page: 2 }, want: 'q=%20%20&page=2' },
    { given: { ids: [1, null, '', 2] }, want: 'ids=1&ids=2' },
    { given: { ids: [' ', null] }, want: '' },
  ])('serializes $given as "$want"', ({ given, want }) => {
    expect(querySerializer(given)).toBe(want);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' ', true],
    [0, false],
    [false, false],
    ['a', false],
  ])('isBlankQueryValue(%j) is %s', (value, want) => {
    expect(isBlankQueryValue(value)).toBe(want);
  });

  it('is what the clients use', async () => {
    const { api, calls } = createObservedTilawat(() =>
      json(200, { data: { items: [], total: 0, page: 1, limit: 20 } }),
    );
    await api.v3.GET('/course', { params: { query: { q: ' ', level: 'beginner', page: 1 } } });
    expect(calls[0]?.url.search).toBe('?level=beginner&page=1');
  });
});
