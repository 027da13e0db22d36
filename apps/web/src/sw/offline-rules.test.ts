import { describe, expect, it } from 'vitest';
import { keepsPage } from './offline-rules';

describe('the pages the service worker keeps for reading offline', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/batch/12',
    '/recording/4',
    '/exam/3',
    '/al-quran-course/tajweed',
    '/consoles',
  ])('keeps %s', (path) => expect(keepsPage(path)).toBe(true));

  it.each(['/console', '/console/orders/7', '/checkout', '/checkout/result', '/login', '/verify/abc'])(
    'never keeps %s',
    (path) => expect(keepsPage(path)).toBe(false),
  );
});
