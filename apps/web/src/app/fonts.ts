import localFont from 'next/font/local';

/**
 * Noto Sans Bengali from the @fontsource npm package (nothing is fetched from the web at build or run
 * time, DESIGN.md §4): the bengali subset only, the two weights the kit uses — 400 (body) and 600
 * (headings, buttons, prices) — about 92 kB of woff2 together, inside the 100 kB per-page budget (§5).
 * Latin text falls back to the system sans. `--font-bengali` is wired to the kit's `--font-body` in
 * `styles/site.css`.
 */
export const notoSansBengali = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2',
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
