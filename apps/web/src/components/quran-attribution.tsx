import { quranAttributionBn } from '~/copy/licences';
import page from '~/styles/page.module.css';

/**
 * Where the Quran's Arabic text comes from: npm `quran-json` by Risan Bagja Pradana, its Uthmani text
 * from quranenc.com (The Noble Qur'an Encyclopedia), licensed CC BY-SA 4.0 (its LICENSE.txt; its
 * package.json says CC-BY-4.0, the stricter is followed). The api splits each ayah into words, which is
 * a change the licence asks to be said. docs/licences.md.
 */
export const quranTextSource = {
  package: 'https://github.com/risan/quran-json',
  text: 'https://quranenc.com',
  licence: 'https://creativecommons.org/licenses/by-sa/4.0/',
  about: '/about-us',
} as const;

/**
 * The attribution CC BY-SA 4.0 §3 asks of a page that shows the Quran's text: who made it, the
 * licence by name with a link to it, a link to the material, that it was changed (split into words)
 * and that the change is shared under the same licence; the about page says the rest.
 */
export function QuranAttribution({ className }: { className?: string }) {
  const t = quranAttributionBn;
  return (
    <p className={className} data-attribution="quran-text">
      {t.before} (<span lang="en">{t.author}</span>){' '}
      <a href={quranTextSource.package} className={page.textLink} lang="en">
        {t.packageName}
      </a>{' '}
      {t.afterPackage}{' '}
      <a href={quranTextSource.text} className={page.textLink} lang="en">
        {t.textSite}
      </a>
      {t.afterText}{' '}
      <a href={quranTextSource.licence} rel="license" className={page.textLink} lang="en">
        {t.licence}
      </a>
      । {t.changed}{' '}
      <a href={quranTextSource.about} className={page.textLink}>
        {t.more}
      </a>
    </p>
  );
}
