import { describe, expect, it } from 'vitest';
import { needsDelivery } from './shop';

describe('needsDelivery', () => {
  it('printed items need an address; gift cards alone do not', () => {
    expect(needsDelivery(['quran'])).toBe(true);
    expect(needsDelivery(['gift-card', 'book'])).toBe(true);
    expect(needsDelivery(['gift-card'])).toBe(false);
    expect(needsDelivery([])).toBe(false);
  });
});
