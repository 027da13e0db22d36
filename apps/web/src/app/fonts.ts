import localFont from 'next/font/local';

import { SEMIBOLD_FONT_URL } from '~/generated/semibold';
import { firstFamily } from '~/lib/semibold';

/**
 * Noto Sans Bengali from the @fontsource npm package (nothing is fetched from the web at build or run time,
 * docs/decisions/0017-how-the-platform-runs.md). The files are subsets made at build time by
 * `scripts/subset-fonts.mjs` (HarfBuzz's hb-subset through `subset-font`; `pnpm --filter @tilawat/web
 * generate`): fontsource's bengali files without the Vedic marks, ₹ and the Pali-only `locl`, keeping every
 * conjunct. `src/fonts.test.ts` checks that Bengali shapes the same with them. Latin text falls back to the
 * system sans. `--font-bengali` is wired to the kit's `--font-body` in `styles/site.css`.
 *
 * Only the regular weight (400, 39,156 bytes) is next/font's, preloaded on every page: it draws the first
 * paint. The semibold (600: headings, buttons, prices; 42,464 bytes) joins the same family from a learner's
 * second page on, once the browser has it (`src/lib/semibold.ts`, issue 38), served from `public/fonts/`.
 */
export const notoSansBengali = localFont({
  src: [{ path: '../generated/fonts/noto-sans-bengali-400.woff2', weight: '400', style: 'normal' }],
  variable: '--font-bengali',
  display: 'swap',
  preload: true,
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

/** The semibold's file and the family it joins (next/font's name for the face above). */
export const semibold = {
  url: SEMIBOLD_FONT_URL,
  family: firstFamily(notoSansBengali.style.fontFamily),
};
