import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstFamily, SEMIBOLD_KEY, semiboldScript } from './semibold';

const URL_ = '/fonts/noto-sans-bengali-600.4c3787c38038.woff2';

/** Runs the head script in a page-like sandbox and returns the faces it added. */
function run(stored: string | null, storage: 'ok' | 'throws' = 'ok') {
  const added: { family: string; source: string; descriptors: Record<string, string>; loading: boolean }[] =
    [];
  class FontFace {
    loading = false;
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {}
    load() {
      this.loading = true;
      return Promise.resolve(this);
    }
  }
  const sandbox = {
    FontFace,
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'throws') throw new Error('SecurityError');
        return key === SEMIBOLD_KEY ? stored : null;
      },
    },
    document: { fonts: { add: (face: (typeof added)[number]) => added.push(face) } },
  };
  runInNewContext(semiboldScript(URL_, 'noto_sans_bengali_400'), sandbox);
  return added;
}

describe('semibold', () => {
  it('reads next/font’s own family name, unquoted', () => {
    expect(firstFamily("'noto_sans_bengali_400', 'noto_sans_bengali_400 Fallback', system-ui")).toBe(
      'noto_sans_bengali_400',
    );
    expect(firstFamily('"Noto Sans Bengali", sans-serif')).toBe('Noto Sans Bengali');
  });

  it('adds the semibold to the family, optional, when this file was fetched before', () => {
    const [face, ...others] = run(URL_);
    expect(others).toEqual([]);
    expect(face?.family).toBe('noto_sans_bengali_400');
    expect(face?.source).toBe(`url(${URL_}) format('woff2')`);
    expect(face?.descriptors).toEqual({ weight: '600', style: 'normal', display: 'optional' });
    expect(face?.loading).toBe(true);
  });

  it('adds nothing on a first visit, after a new build’s file, or when storage cannot be read', () => {
    expect(run(null)).toEqual([]);
    expect(run('/fonts/noto-sans-bengali-600.000000000000.woff2')).toEqual([]);
    expect(run(URL_, 'throws')).toEqual([]);
  });
});
