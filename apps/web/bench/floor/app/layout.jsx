// The framework's floor for `pnpm bench:web`: the least a Next.js App Router page is — the same Next and
// React as the site, the bare static page's font (the site's 400 subset through next/font/local, preloaded,
// `swap`) and its heading and paragraph, no component, no CSS of the kit, no client code of its own. What
// it ships and runs is Next's and React's runtime alone, so its Lighthouse figures are the floor any page of
// the site stands on.
import localFont from 'next/font/local';

const body = localFont({
  src: '../../../src/generated/fonts/noto-sans-bengali-400.woff2',
  weight: '400',
  display: 'swap',
  preload: true,
});

export const metadata = {
  title: 'তিলাওয়াত — নেক্সটের ভিত্তি পাতা',
  description: 'বেঞ্চমার্কের ভিত্তি: নেক্সট.জেএসের একটি খালি পাতা, একটি শিরোনাম ও অনুচ্ছেদ।',
};

export default function RootLayout({ children }) {
  return (
    <html lang="bn">
      <body className={body.className} style={{ margin: 0, padding: '1rem', color: '#1c2421' }}>
        {children}
      </body>
    </html>
  );
}
