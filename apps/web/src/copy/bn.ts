import { accountBn } from './account';
import { catalogueBn } from './catalogue';
import { errorsBn } from './errors';
import { learningBn } from './learning';
import { shopBn } from './shop';

/**
 * The web's own Bengali words (page headings, hero, fallbacks). Words a component shows come from
 * the kit's `bn` (`@tilawat/ui`); labels and messages of rules come from `@tilawat/domain`.
 */
export const webBn = {
  skipToContent: 'মূল বিষয়ে যান',
  ...catalogueBn,
  errors: errorsBn,
  ...learningBn,
  ...shopBn,
  /** The "call me back" section of the home and course pages. */
  lead: {
    title: 'আমাদের কল করতে বলুন',
  },
  ...accountBn,
  /** The header and footer shown when the CMS cannot be read: the routes the site always has. */
  fallbackNav: {
    links: [
      { label: 'প্রথম পাতা', href: '/', external: false },
      { label: 'আল-কুরআন কোর্স', href: '/al-quran-course', external: false },
    ],
    copyright: '© তিলাওয়াত',
  },
} as const;
