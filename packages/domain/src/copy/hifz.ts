// Memorisation's words (issue 41): the day's three parts, the ratings and the map's states, in Bengali
// (and English). hifz/ adds the rules.
import type { Label } from './labels';

type HifzTier = 'sabaq' | 'sabqi' | 'manzil';
type HifzRating = 'again' | 'hard' | 'good' | 'easy';
type HifzAyahState = 'memorised' | 'shaky' | 'due' | 'not-started';

/** The day's parts as Quran schools name them, each with what it is. */
export const hifzTierWords: Record<HifzTier, Label & { hint: string }> = {
  sabaq: { en: 'Sabaq', bn: 'সবক', hint: 'আজকের নতুন আয়াত' },
  sabqi: { en: 'Sabqi', bn: 'সবকি', hint: 'গত সাত দিনের সবক' },
  manzil: { en: 'Manzil', bn: 'মানযিল', hint: 'আগের মুখস্থ, যেগুলোর পুনরাবৃত্তির সময় হয়েছে' },
};

/** The four ratings, as a learner rates a revision themselves. */
export const hifzRatingWords: Record<HifzRating, Label> = {
  again: { en: 'Forgot', bn: 'ভুলে গেছি' },
  hard: { en: 'Hard', bn: 'কষ্ট হয়েছে' },
  good: { en: 'Good', bn: 'ভালো হয়েছে' },
  easy: { en: 'Easy', bn: 'খুব সহজ' },
};

/** Where an ayah of the target stands, as the map shows it. */
export const hifzStateWords: Record<HifzAyahState, Label> = {
  memorised: { en: 'Memorised', bn: 'মুখস্থ' },
  shaky: { en: 'Shaky', bn: 'নড়বড়ে' },
  due: { en: 'Due', bn: 'পুনরাবৃত্তির সময়' },
  'not-started': { en: 'Not started', bn: 'শুরু হয়নি' },
};
