import localFont from 'next/font/local';

/**
 * Noto Sans Bengali from the @fontsource npm package (nothing is fetched from the web at build or run time,
 * docs/decisions/0017-how-the-platform-runs.md), the two weights the kit uses — 400 (body) and 600 (headings,
 * buttons, prices). The files are subsets made at build time by `scripts/subset-fonts.mjs` (HarfBuzz's
 * hb-subset through `subset-font`; `pnpm --filter @tilawat/web generate`): fontsource's bengali files without
 * the Vedic marks, ₹ and the Pali-only `locl`, keeping every conjunct — 44,352 + 47,636 = 91,988 bytes
 * before, 39,156 + 42,464 = 81,620 after, inside the 100 kB per-page budget (docs/decisions/0016-budgets.md)
 * and on the LCP path (issue 18). `src/fonts.test.ts` checks that Bengali shapes the same with them. Latin
 * text falls back to the system sans. `--font-bengali` is wired to the kit's `--font-body` in
 * `styles/site.css`.
 */
export const notoSansBengali = localFont({
  src: [
    {
      path: '../generated/fonts/noto-sans-bengali-400.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../generated/fonts/noto-sans-bengali-600.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-bengali',
  display: 'swap',
  preload: true,
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
