import { describe, expect, it } from 'vitest';
import { redirectAfterLogin, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/checkout?batch=3', '/checkout?batch=3'],
    ['/al-quran-course/tajweed#batches', '/al-quran-course/tajweed#batches'],
    ['  /dashboard ', '/dashboard'],
  ])('accepts the same-site path %j', (given, want) => expect(safeNextPath(given)).toBe(want));

  it.each([
    [null],
    [undefined],
    [''],
    ['checkout'],
    ['https://evil.example/'],
    ['http://127.0.0.1:3000/checkout'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?next=/checkout'],
  ])('refuses %j', (given) => expect(safeNextPath(given)).toBeNull());
});

describe('redirectAfterLogin', () => {
  it('falls back when next is missing or unsafe', () => {
    expect(redirectAfterLogin(null, '/al-quran-course')).toBe('/al-quran-course');
    expect(redirectAfterLogin('https://evil.example', '/al-quran-course')).toBe('/al-quran-course');
    expect(redirectAfterLogin('/checkout?batch=2', '/al-quran-course')).toBe('/checkout?batch=2');
  });
});
