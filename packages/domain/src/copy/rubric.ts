// The recitation rubric's words (issue 20): the mistakes' categories and severities with their reminders,
// the picker's group headings, an ayah's verdicts and a practice's statuses. recitation/rubric.ts adds
// the groups, the keys and the scoring.
import type { V3Schemas } from '@tilawat/sdk';
import type { Label } from './labels';

type MistakeCategory = V3Schemas['MistakeCategory'];
type MistakeSeverity = V3Schemas['MistakeSeverity'];
/** Which tradition of faults a category belongs to, shown as the picker's groups. */
export type MistakeGroup = 'letters' | 'noon-meem' | 'stops';

/** The rubric's categories (issue 20), in the console picker's order: each one's name and a reminder of its rule. */
export const mistakeCategoryWords: Record<MistakeCategory, Label & { hint: string }> = {
  makharij: { en: 'Makharij', bn: 'মাখরাজ', hint: 'হরফের উচ্চারণস্থল' },
  sifat: { en: 'Sifat', bn: 'সিফাত', hint: 'হরফের গুণ (মোটা-চিকন, জোর-নরম)' },
  harakat: { en: 'Harakat', bn: 'হরকত', hint: 'যবর, যের, পেশ বা সুকুন বদলে যাওয়া' },
  ghunnah: { en: 'Ghunnah', bn: 'গুন্নাহ', hint: 'নাকে টেনে পড়া' },
  madd: { en: 'Madd', bn: 'মাদ', hint: 'টেনে পড়ার পরিমাণ' },
  qalqalah: { en: 'Qalqalah', bn: 'কলকলাহ', hint: 'প্রতিধ্বনি করে পড়া' },
  izhar: { en: 'Izhar', bn: 'ইযহার', hint: 'নূন বা মীম সাকিন স্পষ্ট করে পড়া' },
  idgham: { en: 'Idgham', bn: 'ইদগাম', hint: 'পরের হরফে মিলিয়ে পড়া' },
  ikhfa: { en: 'Ikhfa', bn: 'ইখফা', hint: 'গোপন করে গুন্নাহসহ পড়া' },
  iqlab: { en: 'Iqlab', bn: 'ইকলাব', hint: 'নূন সাকিনকে মীমে বদলে পড়া' },
  waqf: { en: 'Waqf', bn: 'ওয়াকফ', hint: 'থামার জায়গা ও নিয়ম' },
  ibtida: { en: 'Ibtida', bn: 'ইবতিদা', hint: 'থামার পর কোথা থেকে শুরু' },
};

/** The groups' Bengali headings. */
export const mistakeGroups: Record<MistakeGroup, Label> = {
  letters: { en: 'Letters and tajweed', bn: 'হরফ ও তাজবিদ' },
  'noon-meem': { en: 'Noon and meem sakin', bn: 'নূন ও মীম সাকিন' },
  stops: { en: 'Stopping and starting', bn: 'থামা ও শুরু করা' },
};

/** The two severities of a mistake (lahn jali, lahn khafi): each one's name and what it means. */
export const mistakeSeverityWords: Record<MistakeSeverity, Label & { hint: string }> = {
  jali: { en: 'Clear (lahn jali)', bn: 'স্পষ্ট ভুল (লাহনে জলি)', hint: 'হরফ, হরকত বা অর্থ বদলে যায়' },
  khafi: { en: 'Hidden (lahn khafi)', bn: 'গোপন ভুল (লাহনে খফি)', hint: 'তাজবিদের ভুল, অর্থ বদলায় না' },
};

export const ayahVerdicts: Record<V3Schemas['AyahVerdict'], Label> = {
  correct: { en: 'Correct', bn: 'সঠিক' },
  'needs-work': { en: 'Needs work', bn: 'আবার অনুশীলন দরকার' },
};

export const practiceStatuses: Record<V3Schemas['PracticeStatus'], Label> = {
  assigned: { en: 'To record', bn: 'রেকর্ড করা বাকি' },
  submitted: { en: 'Waiting for the teacher', bn: 'শিক্ষকের দেখার অপেক্ষায়' },
  reviewed: { en: 'Reviewed', bn: 'দেখা হয়েছে' },
};
