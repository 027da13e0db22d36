// The demo exams (exams area): for each course, one exam per module (in the order of the course's
// modules in catalogue.data.ts) and one final exam. run.ts writes them into every batch of the course,
// with the batch's times, titles and the chain of prerequisites; learners' attempts are never seeded.
// Tajweed follows the riwayah of Hafs 'an 'Asim (the Shatibiyyah), as taught in Bangladesh.
import { formatDigits } from '@tilawat/domain/format';
import type { exams, questionOptions, questions } from '../modules/exams/exams.table';

type QuestionRow = typeof questions.$inferInsert;

export type OptionSeed = Pick<typeof questionOptions.$inferInsert, 'text' | 'correct'>;

interface Asked {
  prompt: QuestionRow['prompt'];
  marks: QuestionRow['marks'];
  /** Quranic text the question is about, shown right to left. */
  arabicText?: string;
}

export type QuestionSeed =
  | (Asked & {
      /** single-choice: exactly one option is correct; multi-choice: two or more. */
      kind: 'single-choice' | 'multi-choice';
      options: OptionSeed[];
    })
  | (Asked & {
      kind: 'short-text';
      /** Empty when a teacher marks the answer (teacherReview). */
      acceptedAnswers: string[];
      diacriticsOptional?: boolean;
      teacherReview?: boolean;
    });

export type ExamSeed = Pick<
  typeof exams.$inferInsert,
  'instructions' | 'durationMinutes' | 'passMarks' | 'attemptsAllowed'
> & {
  /** On a live batch the exam closes at 23:59 (Dhaka) this many days after it opens; otherwise it stays open. */
  closesAfterDays?: number;
  questions: QuestionSeed[];
};

export interface CourseExamsSeed {
  /** One per module of the course, in the modules' order. */
  modules: ExamSeed[];
  final: ExamSeed;
}

const yes = (text: string): OptionSeed => ({ text, correct: true });
const no = (text: string): OptionSeed => ({ text, correct: false });

/** The sum of the questions' marks. */
export const totalMarks = (list: QuestionSeed[]) => list.reduce((sum, q) => sum + q.marks, 0);

/** An exam with its instructions (in Bengali digits) and pass marks (60 % of the total, rounded up). */
function exam(
  kind: 'module' | 'final',
  seed: {
    durationMinutes: number;
    attemptsAllowed: number;
    closesAfterDays?: number;
    questions: QuestionSeed[];
  },
): ExamSeed {
  const total = totalMarks(seed.questions);
  const passMarks = Math.ceil(total * 0.6);
  const instructions = [
    `পরীক্ষা শুরু করলে ${formatDigits(seed.durationMinutes)} মিনিটের মধ্যে জমা দিতে হবে; সময় শেষ হলে সর্বশেষ সংরক্ষিত উত্তরগুলোই জমা হয়ে যাবে।`,
    'উত্তরগুলো কিছুক্ষণ পরপর নিজে থেকেই সংরক্ষিত হয়; সংযোগ চলে গেলে পরীক্ষাটি আবার খুলে যেখানে ছিলেন সেখান থেকে শুরু করুন, তবে সময় থেমে থাকবে না।',
    kind === 'final'
      ? `চূড়ান্ত পরীক্ষা মাত্র একবার দেওয়া যাবে, তাই জমা দেওয়ার আগে সব উত্তর আবার দেখে নিন; মোট ${formatDigits(total)} নম্বরের মধ্যে পাস নম্বর ${formatDigits(passMarks)}।`
      : `এই পরীক্ষা সর্বোচ্চ ${formatDigits(seed.attemptsAllowed)} বার দেওয়া যাবে; মোট ${formatDigits(total)} নম্বরের মধ্যে পাস নম্বর ${formatDigits(passMarks)}, আর পাস করলে পরের পরীক্ষাটি খুলবে।`,
  ];
  if (seed.questions.some((q) => q.kind === 'short-text' && q.teacherReview)) {
    instructions.push('নিজের ভাষায় লেখার প্রশ্নগুলো উস্তাদ দেখে নম্বর দেবেন, তাই পূর্ণ ফলাফল পেতে কিছুটা সময় লাগতে পারে।');
  }
  return {
    instructions,
    durationMinutes: seed.durationMinutes,
    passMarks,
    attemptsAllowed: seed.attemptsAllowed,
    ...(seed.closesAfterDays === undefined ? {} : { closesAfterDays: seed.closesAfterDays }),
    questions: seed.questions,
  };
}

/** The exams of each course, by the course's slug. */
export const EXAMS: Record<string, CourseExamsSeed> = {
  'quran-shikkha-beginner': {
    modules: [
      // আরবি হরফ ও মাখরাজ
      exam('module', {
        durationMinutes: 20,
        attemptsAllowed: 3,
        closesAfterDays: 20,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'নিচের হরফটির মাখরাজ কোথায়?',
            arabicText: 'ع',
            marks: 2,
            options: [
              no('কণ্ঠনালীর একেবারে গভীরের (বুকের দিকের) অংশ'),
              yes('কণ্ঠনালীর মাঝখান'),
              no('দুই ঠোঁট'),
              no('নাকের বাঁশি'),
            ],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন কোন হরফ হলকি (কণ্ঠনালী থেকে উচ্চারিত) হরফ? সবগুলো বেছে নিন।',
            marks: 3,
            options: [yes('ح'), no('ق'), yes('خ'), no('ك'), yes('ه')],
          },
          {
            kind: 'short-text',
            prompt: 'হলকি হরফ মোট কয়টি? সংখ্যায় লিখুন।',
            marks: 1,
            acceptedAnswers: ['৬', '6', '৬টি', 'ছয়', 'ছয়টি'],
          },
          {
            kind: 'short-text',
            prompt: 'যে হরফ দুই ঠোঁট গোল করে উচ্চারিত হয়, কিন্তু উচ্চারণের সময় ঠোঁট পুরোপুরি মেলে না — সেটি আরবিতে লিখুন।',
            marks: 2,
            acceptedAnswers: ['و'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'নিচের হরফটি কীভাবে উচ্চারিত হয়?',
            arabicText: 'ف',
            marks: 2,
            options: [
              no('দুই ঠোঁট মিলিয়ে'),
              no('জিহ্বার গোড়া ওপরের তালুতে লাগিয়ে'),
              yes('নিচের ঠোঁটের ভেতরের অংশে ওপরের সামনের দুই দাঁতের আগা লাগিয়ে'),
              no('নাকের বাঁশি থেকে'),
            ],
          },
          {
            kind: 'single-choice',
            prompt: 'আরবি হরফের মাখরাজ (উচ্চারণের স্থান) মোট কয়টি?',
            marks: 1,
            options: [no('৫টি'), no('১৪টি'), yes('১৭টি'), no('২৯টি')],
          },
        ],
      }),
      // হরকত, তানভীন ও মাদ
      exam('module', {
        durationMinutes: 20,
        attemptsAllowed: 3,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'নিচের হরফে কোন হরকত আছে?',
            arabicText: 'بِ',
            marks: 1,
            options: [no('যবর'), yes('যের'), no('পেশ'), no('জযম')],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোনগুলো তানভীন? সবগুলো বেছে নিন।',
            marks: 2,
            options: [yes('দুই যবর'), no('জযম'), yes('দুই যের'), no('তাশদীদ'), yes('দুই পেশ')],
          },
          {
            kind: 'short-text',
            prompt: 'নিচের শব্দটি কীভাবে পড়বেন, বাংলা অক্ষরে লিখুন।',
            arabicText: 'كِتَابٌ',
            marks: 2,
            acceptedAnswers: ['কিতাবুন', 'কিতা-বুন'],
          },
          {
            kind: 'single-choice',
            prompt: 'মাদের হরফ কয়টি ও কী কী?',
            marks: 2,
            options: [
              no('দুটি — আলিফ ও ইয়া'),
              yes('তিনটি — আলিফ, ওয়াও ও ইয়া'),
              no('তিনটি — আলিফ, নূন ও মীম'),
              no('চারটি — আলিফ, ওয়াও, ইয়া ও হা'),
            ],
          },
          {
            kind: 'single-choice',
            prompt: 'মাদ্দে তবয়ী (স্বাভাবিক মাদ) কতটুকু টেনে পড়তে হয়?',
            arabicText: 'قَالَ',
            marks: 1,
            options: [no('আধা আলিফ'), yes('এক আলিফ (দুই হরকত)'), no('তিন আলিফ'), no('একেবারেই টানতে হয় না')],
          },
          {
            kind: 'short-text',
            prompt: 'খাড়া যবর ও সাধারণ যবরের উচ্চারণে পার্থক্য কী? নিজের ভাষায় লিখুন এবং কুরআন থেকে একটি উদাহরণ দিন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // সাকিন, তাশদীদ ও শব্দ গঠন
      exam('module', {
        durationMinutes: 15,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'তাশদীদযুক্ত হরফ কীভাবে পড়তে হয়?',
            arabicText: 'رَبِّ',
            marks: 2,
            options: [
              yes('হরফটি দুবার পড়া হয় — প্রথমবার সাকিন, দ্বিতীয়বার হরকতসহ'),
              no('হরফটি একেবারেই পড়া হয় না'),
              no('হরফটি তিন আলিফ টেনে পড়া হয়'),
              no('হরফটি হরকত ছাড়া শুধু সাকিন পড়া হয়'),
            ],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন শব্দগুলোতে সাকিন (জযমযুক্ত) হরফ আছে? সবগুলো বেছে নিন।',
            marks: 2,
            options: [yes('قُلْ'), no('هُوَ'), yes('مِنْ'), no('كَتَبَ')],
          },
          {
            kind: 'short-text',
            prompt: 'হরফগুলো মিলিয়ে শব্দটি আরবিতে লিখুন।',
            arabicText: 'خَ لَ قَ',
            marks: 2,
            acceptedAnswers: ['خَلَقَ'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'শব্দটির নূনে তাশদীদ আছে। নূন বা মীমে তাশদীদ থাকলে কী করতে হয়?',
            arabicText: 'إِنَّ',
            marks: 2,
            options: [
              no('গুন্নাহ ছাড়া দ্রুত পড়তে হয়'),
              no('ক্বলক্বলা করে পড়তে হয়'),
              yes('গুন্নাহ করে প্রায় এক আলিফ পরিমাণ নাকে সুর রেখে পড়তে হয়'),
              no('নূনটি বাদ দিয়ে পড়তে হয়'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'সাকিন হরফের ওপরের চিহ্নটিকে কী বলা হয়?',
            marks: 1,
            acceptedAnswers: ['জযম', 'জজম', 'সুকুন', 'সুকূন'],
          },
        ],
      }),
      // সূরা ফাতিহা ও ছোট সূরা অনুশীলন
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'সূরা ফাতিহায় কয়টি আয়াত আছে?',
            marks: 1,
            options: [no('৫টি'), no('৬টি'), yes('৭টি'), no('৮টি')],
          },
          {
            kind: 'short-text',
            prompt: '‘বিসমিল্লাহির রহমানির রহীম’ আরবিতে লিখুন।',
            marks: 3,
            acceptedAnswers: ['بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ', 'بِسْمِ اللَّهِ الرَّحْمَنِ الرَّحِيمِ'],
            diacriticsOptional: true,
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন সূরাগুলো ‘কুল’ (قُلْ) দিয়ে শুরু হয়েছে? সবগুলো বেছে নিন।',
            marks: 2,
            options: [yes('সূরা ইখলাস'), no('সূরা কাউসার'), yes('সূরা ফালাক'), no('সূরা আসর'), yes('সূরা নাস')],
          },
          {
            kind: 'single-choice',
            prompt: 'এই আয়াত দিয়ে কোন সূরা শুরু হয়েছে?',
            arabicText: 'وَالْعَصْرِ',
            marks: 1,
            options: [no('সূরা কাউসার'), yes('সূরা আসর'), no('সূরা ইখলাস'), no('সূরা ফালাক')],
          },
          {
            kind: 'single-choice',
            prompt: 'এই আয়াত দিয়ে যে সূরা শুরু, তাতে কয়টি আয়াত আছে?',
            arabicText: 'إِنَّا أَعْطَيْنَاكَ الْكَوْثَرَ',
            marks: 1,
            options: [yes('৩টি'), no('৪টি'), no('৫টি'), no('৭টি')],
          },
          {
            kind: 'short-text',
            prompt:
              'সূরা ইখলাস তিলাওয়াতের সময় আপনি কোন কোন জায়গায় সবচেয়ে বেশি ভুল করেন এবং কীভাবে সংশোধন করছেন? নিজের ভাষায় লিখুন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
    ],
    final: exam('final', {
      durationMinutes: 45,
      attemptsAllowed: 1,
      closesAfterDays: 14,
      questions: [
        {
          kind: 'single-choice',
          prompt: 'নিচের হরফটির মাখরাজ কোথায়?',
          arabicText: 'خ',
          marks: 2,
          options: [
            no('কণ্ঠনালীর মাঝখান'),
            yes('কণ্ঠনালীর মুখের দিকের (সবচেয়ে ওপরের) অংশ'),
            no('কণ্ঠনালীর একেবারে গভীরের অংশ'),
            no('দুই ঠোঁট'),
          ],
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন হরফগুলো ঠোঁট থেকে উচ্চারিত হয়? সবগুলো বেছে নিন।',
          marks: 2,
          options: [yes('ب'), no('ق'), yes('م'), no('ن'), yes('ف')],
        },
        {
          kind: 'single-choice',
          prompt: 'দুই পেশ (তানভীন) থাকলে হরফের শেষে কোন ধ্বনি হয়?',
          arabicText: 'رَسُولٌ',
          marks: 1,
          options: [no('‘আন’'), no('‘ইন’'), yes('‘উন’'), no('‘উ’')],
        },
        {
          kind: 'short-text',
          prompt: 'এই আয়াত দিয়ে যে সূরা শুরু হয়েছে, তার নাম লিখুন।',
          arabicText: 'قُلْ هُوَ اللَّهُ أَحَدٌ',
          marks: 1,
          acceptedAnswers: ['ইখলাস', 'সূরা ইখলাস', 'সুরা ইখলাস'],
        },
        {
          kind: 'single-choice',
          prompt: 'শব্দটিতে ق-এর পরের আলিফ কতটুকু টেনে পড়বেন?',
          arabicText: 'قَالَ',
          marks: 1,
          options: [no('একেবারে টানবেন না'), yes('এক আলিফ (দুই হরকত)'), no('তিন আলিফ'), no('পাঁচ আলিফ')],
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন শব্দগুলোতে তাশদীদ আছে? সবগুলো বেছে নিন।',
          marks: 2,
          options: [yes('رَبِّ'), no('قُلْ'), yes('إِنَّ'), no('الْحَمْدُ'), yes('ثُمَّ')],
        },
        {
          kind: 'short-text',
          prompt: 'হরফগুলো মিলিয়ে শব্দটি আরবিতে লিখুন।',
          arabicText: 'أَ حَ دٌ',
          marks: 2,
          acceptedAnswers: ['أَحَدٌ', 'احد'],
          diacriticsOptional: true,
        },
        {
          kind: 'single-choice',
          prompt: 'সূরা আসরে কয়টি আয়াত আছে?',
          marks: 1,
          options: [yes('৩টি'), no('৪টি'), no('৫টি'), no('৬টি')],
        },
        {
          kind: 'short-text',
          prompt:
            'সূরা ফাতিহা তিলাওয়াতে সাধারণত যে তিনটি ভুল বেশি হয় বলে আপনার মনে হয়, সেগুলো কী এবং শুদ্ধ উচ্চারণ কেমন — নিজের ভাষায় লিখুন।',
          marks: 4,
          acceptedAnswers: [],
          teacherReview: true,
        },
      ],
    }),
  },

  'tajweed-intermediate': {
    modules: [
      // নূন সাকিন ও তানভীনের নিয়ম
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 3,
        closesAfterDays: 20,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এখানে নূন সাকিনের কোন নিয়ম হবে?',
            arabicText: 'مِنْ بَعْدِ',
            marks: 2,
            options: [no('ইযহার'), no('ইদগাম'), yes('ইকলাব'), no('ইখফা')],
          },
          {
            kind: 'multi-choice',
            prompt: 'নূন সাকিন বা তানভীনের পরে নিচের কোন হরফগুলো এলে গুন্নাহসহ ইদগাম হয়? সবগুলো বেছে নিন।',
            marks: 3,
            options: [yes('ي'), no('ل'), yes('ن'), yes('م'), no('ر'), yes('و')],
          },
          {
            kind: 'short-text',
            prompt: 'নূন সাকিন বা তানভীনের পরে হলকি হরফ এলে যে নিয়ম হয়, তার নাম লিখুন।',
            marks: 1,
            acceptedAnswers: ['ইযহার', 'ইজহার', 'ইযহারে হলকি', 'ইযহারে হালকি', 'ইজহারে হলকি', 'ইজহারে হালকি'],
          },
          {
            kind: 'single-choice',
            prompt: 'এখানে নূন সাকিনের কোন নিয়ম হবে?',
            arabicText: 'مِنْ رَبِّهِمْ',
            marks: 2,
            options: [no('গুন্নাহসহ ইদগাম'), yes('গুন্নাহ ছাড়া ইদগাম'), no('ইখফা'), no('ইকলাব')],
          },
          {
            kind: 'single-choice',
            prompt: 'এখানে নূন সাকিনের কোন নিয়ম হবে?',
            arabicText: 'أَنْتُمْ',
            marks: 2,
            options: [no('ইযহার'), no('ইকলাব'), no('গুন্নাহসহ ইদগাম'), yes('ইখফা')],
          },
          {
            kind: 'short-text',
            prompt: 'এই শব্দে নূন সাকিনের পরে ইয়া এসেছে, তবু ইদগাম হয় না কেন? নিজের ভাষায় ব্যাখ্যা করুন।',
            arabicText: 'دُنْيَا',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // মীম সাকিনের নিয়ম
      exam('module', {
        durationMinutes: 15,
        attemptsAllowed: 3,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এখানে মীম সাকিনের কোন নিয়ম হবে?',
            arabicText: 'تَرْمِيهِمْ بِحِجَارَةٍ',
            marks: 2,
            options: [yes('ইখফা শাফাবি'), no('ইদগাম মিসলাইন'), no('ইযহার শাফাবি'), no('ইকলাব')],
          },
          {
            kind: 'single-choice',
            prompt: 'মীম সাকিনের পরে কোন হরফ এলে ইদগাম মিসলাইন হয়?',
            marks: 1,
            options: [no('ب'), yes('م'), no('ن'), no('و')],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন উদাহরণগুলোতে ইযহার শাফাবি হয়? সবগুলো বেছে নিন।',
            marks: 3,
            options: [yes('هُمْ فِيهَا'), no('لَهُمْ مَا'), yes('عَلَيْهِمْ وَلَا'), no('يَعْتَصِمْ بِاللَّهِ'), yes('لَكُمْ دِينُكُمْ')],
          },
          {
            kind: 'short-text',
            prompt: 'মীম সাকিনের পরে ب এলে যে নিয়ম হয়, তার নাম লিখুন।',
            marks: 2,
            acceptedAnswers: ['ইখফা শাফাবি', 'ইখফায়ে শাফাবি', 'ইখফা শাফাভি', 'ইখফায়ে শাফাভি', 'ইখফা শফবি'],
          },
          {
            kind: 'short-text',
            prompt: 'ইদগাম মিসলাইনে দুই মীম মিলে যে হরফটি তাশদীদ ও গুন্নাহসহ পড়া হয়, সেটি আরবিতে লিখুন।',
            arabicText: 'لَهُمْ مَا يَشَاءُونَ',
            marks: 1,
            acceptedAnswers: ['م', 'مّ'],
            diacriticsOptional: true,
          },
        ],
      }),
      // মাদের প্রকারভেদ
      exam('module', {
        durationMinutes: 20,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এই শব্দে কোন মাদ আছে?',
            arabicText: 'جَاءَ',
            marks: 2,
            options: [yes('মাদ্দে মুত্তাসিল'), no('মাদ্দে মুনফাসিল'), no('মাদ্দে লাযিম'), no('মাদ্দে তবয়ী')],
          },
          {
            kind: 'single-choice',
            prompt: '‘الضَّالِّينَ’ শব্দের মাদ কত হরকত টেনে পড়তে হয়?',
            arabicText: 'وَلَا الضَّالِّينَ',
            marks: 2,
            options: [no('টানতে হয় না'), no('২ হরকত'), no('৪ হরকত'), yes('৬ হরকত (তিন আলিফ)')],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন উদাহরণগুলোতে মাদ্দে মুনফাসিল আছে? সবগুলো বেছে নিন।',
            marks: 3,
            options: [yes('بِمَا أُنْزِلَ'), no('السَّمَاءِ'), yes('يَا أَيُّهَا'), no('قَالَ'), yes('قُوا أَنْفُسَكُمْ')],
          },
          {
            kind: 'short-text',
            prompt: 'মাদের হরফের পরে একই শব্দে হামযা এলে সেই মাদকে কী বলে?',
            marks: 1,
            acceptedAnswers: ['মাদ্দে মুত্তাসিল', 'মুত্তাসিল', 'মাদ্দে মুত্তাছিল', 'মাদ্দে ওয়াজিব মুত্তাসিল'],
          },
          {
            kind: 'single-choice',
            prompt: 'মাদ্দে তবয়ী কত হরকত টেনে পড়তে হয়?',
            marks: 1,
            options: [yes('২ হরকত'), no('৪ হরকত'), no('৫ হরকত'), no('৬ হরকত')],
          },
          {
            kind: 'short-text',
            prompt: 'মাদ্দে মুত্তাসিল ও মাদ্দে মুনফাসিলের পার্থক্য নিজের ভাষায় লিখুন এবং প্রত্যেকটির একটি করে উদাহরণ দিন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // ওয়াকফ ও পুর-বারিক
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এখানে ‘আল্লাহ’ শব্দের লাম কীভাবে পড়বেন?',
            arabicText: 'بِسْمِ اللَّهِ',
            marks: 2,
            options: [
              yes('বারিক (পাতলা), কারণ আগের হরফে যের'),
              no('পুর (মোটা), কারণ আগের হরফে যের'),
              no('পুর (মোটা), কারণ লামে তাশদীদ আছে'),
              no('বারিক (পাতলা), কারণ আগের হরফে পেশ'),
            ],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন শব্দগুলোতে রা পুর (মোটা) করে পড়তে হয়? সবগুলো বেছে নিন।',
            marks: 3,
            options: [yes('رَبِّ'), no('رِجَالٌ'), yes('رُسُلُ'), no('فِرْعَوْنَ'), yes('مَرْيَمَ')],
          },
          {
            kind: 'single-choice',
            prompt: 'আয়াতের মাঝে ওয়াকফের চিহ্ন হিসেবে ওপরে ছোট করে এই হরফ লেখা থাকলে কী করতে হবে?',
            arabicText: 'م',
            marks: 2,
            options: [
              yes('অবশ্যই থামতে হবে (ওয়াকফে লাযিম)'),
              no('থামা যাবে না, মিলিয়ে পড়তে হবে'),
              no('থামা ও মিলিয়ে পড়া দুটোই সমান'),
              no('আয়াতটি আবার শুরু থেকে পড়তে হবে'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'ওয়াকফ করার সময় শেষ হরফের হরকত (দুই যবর ছাড়া) কী হয়ে যায়? এক শব্দে লিখুন।',
            marks: 1,
            acceptedAnswers: ['সাকিন', 'সাকিন হয়ে যায়', 'জযম', 'সুকুন'],
          },
          {
            kind: 'short-text',
            prompt: 'এই শব্দে ওয়াকফ করলে কীভাবে পড়বেন? আরবিতে লিখুন।',
            arabicText: 'عَلِيمًا',
            marks: 2,
            acceptedAnswers: ['عَلِيمَا'],
            diacriticsOptional: true,
          },
          {
            kind: 'short-text',
            prompt: 'রা কখন পুর আর কখন বারিক পড়তে হয়, নিয়মগুলো নিজের ভাষায় লিখুন এবং প্রতিটির একটি করে উদাহরণ দিন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
    ],
    final: exam('final', {
      durationMinutes: 60,
      attemptsAllowed: 1,
      closesAfterDays: 14,
      questions: [
        {
          kind: 'single-choice',
          prompt: 'এখানে তানভীনের কোন নিয়ম হবে?',
          arabicText: 'سَمِيعٌ بَصِيرٌ',
          marks: 2,
          options: [no('ইখফা'), yes('ইকলাব'), no('ইযহার'), no('গুন্নাহসহ ইদগাম')],
        },
        {
          kind: 'single-choice',
          prompt: 'এখানে নূন সাকিনের কোন নিয়ম হবে?',
          arabicText: 'مِنْ خَوْفٍ',
          marks: 2,
          options: [yes('ইযহার'), no('ইখফা'), no('ইকলাব'), no('গুন্নাহ ছাড়া ইদগাম')],
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন হরফগুলো ইখফার হরফ? সবগুলো বেছে নিন।',
          marks: 2,
          options: [yes('ت'), no('ع'), yes('ق'), no('ل'), yes('ك')],
        },
        {
          kind: 'single-choice',
          prompt: 'এখানে মীম সাকিনের কোন নিয়ম হবে?',
          arabicText: 'لَهُمْ مَا يَشَاءُونَ',
          marks: 2,
          options: [no('ইখফা শাফাবি'), yes('ইদগাম মিসলাইন'), no('ইযহার শাফাবি'), no('ইকলাব')],
        },
        {
          kind: 'single-choice',
          prompt: 'মিলিয়ে পড়ার সময় এই শব্দের মাদ কত হরকত টানবেন?',
          arabicText: 'السَّمَاءِ',
          marks: 2,
          options: [no('২ হরকত'), yes('৪ বা ৫ হরকত'), no('৬ হরকত'), no('টানবেন না')],
        },
        {
          kind: 'short-text',
          prompt: 'মাদের হরফের পরে একই শব্দে আসলি সাকিন বা তাশদীদ এলে কোন মাদ হয়?',
          marks: 1,
          acceptedAnswers: ['মাদ্দে লাযিম', 'মাদ্দে লাজিম', 'লাযিম', 'লাজিম'],
        },
        {
          kind: 'single-choice',
          prompt: 'এখানে ‘আল্লাহ’ শব্দের লাম কীভাবে পড়বেন?',
          arabicText: 'قَالَ اللَّهُ',
          marks: 1,
          options: [yes('পুর (মোটা)'), no('বারিক (পাতলা)')],
        },
        {
          kind: 'short-text',
          prompt: 'নূন সাকিন বা তানভীনের পরে যে হরফ এলে ইকলাব হয়, সেটি আরবিতে লিখুন।',
          marks: 1,
          acceptedAnswers: ['ب'],
          diacriticsOptional: true,
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন শব্দগুলোতে রা বারিক (পাতলা) করে পড়তে হয়? সবগুলো বেছে নিন।',
          marks: 3,
          options: [yes('رِزْقًا'), no('رَحْمَةً'), yes('فِرْعَوْنَ'), no('قُرْآنٌ'), yes('كَرِيمٌ')],
        },
        {
          kind: 'short-text',
          prompt:
            'সূরা ফাতিহা থেকে তাজবিদের তিনটি নিয়মের একটি করে উদাহরণ খুঁজে বের করুন এবং কোন শব্দে কোন নিয়ম, তা নিজের ভাষায় লিখুন।',
          marks: 4,
          acceptedAnswers: [],
          teacherReview: true,
        },
      ],
    }),
  },

  'nazera-quran': {
    modules: [
      // আমপারা নাজেরা
      exam('module', {
        durationMinutes: 20,
        attemptsAllowed: 3,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'আমপারা কোন সূরা দিয়ে শুরু হয়েছে?',
            marks: 1,
            options: [no('সূরা নাস'), yes('সূরা নাবা'), no('সূরা ফাতিহা'), no('সূরা মুলক')],
          },
          {
            kind: 'single-choice',
            prompt: '‘عَمَّ’ শব্দের মীমে তাশদীদ আছে। এটি কীভাবে পড়বেন?',
            arabicText: 'عَمَّ يَتَسَاءَلُونَ',
            marks: 2,
            options: [yes('গুন্নাহ করে, প্রায় দুই হরকত'), no('গুন্নাহ ছাড়া'), no('ক্বলক্বলা করে'), no('মীম বাদ দিয়ে')],
          },
          {
            kind: 'multi-choice',
            prompt: 'আয়াতটি সম্পর্কে কোন কথাগুলো ঠিক? সবগুলো বেছে নিন।',
            arabicText: 'وَالنَّازِعَاتِ غَرْقًا',
            marks: 2,
            options: [
              yes('‘النَّازِعَاتِ’-এর লাম পড়া হয় না (লাম শামসিয়া)'),
              no('‘النَّازِعَاتِ’-এর লাম স্পষ্ট করে পড়তে হয়'),
              yes('‘النَّا’-এর আলিফ এক আলিফ টেনে পড়তে হয় (মাদ্দে তবয়ী)'),
              no('‘غَرْقًا’-এর রা বারিক (পাতলা) করে পড়তে হয়'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা আবাসার প্রথম আয়াতটি আরবিতে লিখুন।',
            marks: 2,
            acceptedAnswers: ['عَبَسَ وَتَوَلَّىٰ', 'عَبَسَ وَتَوَلَّى', 'عبس وتولي'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'সূরা তাকভীরের প্রথম আয়াত কোনটি?',
            marks: 2,
            options: [
              no('إِذَا السَّمَاءُ انْفَطَرَتْ'),
              yes('إِذَا الشَّمْسُ كُوِّرَتْ'),
              no('إِذَا السَّمَاءُ انْشَقَّتْ'),
              no('إِذَا زُلْزِلَتِ الْأَرْضُ زِلْزَالَهَا'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা নাবায় কয়টি আয়াত আছে? সংখ্যায় লিখুন।',
            marks: 1,
            acceptedAnswers: ['৪০', '40', '৪০টি', 'চল্লিশ', 'চল্লিশটি'],
          },
        ],
      }),
      // সূরা ইয়াসীন
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'সূরার শুরুর এই হরফ দুটি কীভাবে পড়বেন?',
            arabicText: 'يس',
            marks: 2,
            options: [
              no('‘ইয়াস’ — এক টানে'),
              yes('‘ইয়া-সী-ন’ — ‘সীন’-এ ছয় হরকত মাদ'),
              no('‘ইয়া-সিন’ — কোনো মাদ ছাড়া'),
              no('‘ইয়াসীনা’ — শেষে যবর দিয়ে'),
            ],
          },
          {
            kind: 'single-choice',
            prompt: 'সূরা ইয়াসীনে কয়টি আয়াত আছে?',
            marks: 1,
            options: [no('৩০টি'), no('৭৮টি'), yes('৮৩টি'), no('৪০টি')],
          },
          {
            kind: 'single-choice',
            prompt: 'ইমাম হাফসের রেওয়ায়েতে ‘مَرْقَدِنَا’-এর পরে কী করতে হয়?',
            arabicText: 'مَنْ بَعَثَنَا مِنْ مَرْقَدِنَا ۜ هَٰذَا',
            marks: 2,
            options: [
              yes('সাকতা — শ্বাস না ছেড়ে সামান্য থেমে পরের শব্দ পড়া'),
              no('ওয়াকফ করে নতুন শ্বাসে শুরু করা'),
              no('না থেমে মিলিয়ে পড়া'),
              no('আয়াতটি আবার শুরু থেকে পড়া'),
            ],
          },
          {
            kind: 'multi-choice',
            prompt: 'এই আয়াত সম্পর্কে কোন কথাগুলো ঠিক? সবগুলো বেছে নিন।',
            arabicText: 'سَلَامٌ قَوْلًا مِنْ رَبٍّ رَحِيمٍ',
            marks: 3,
            options: [
              yes('‘سَلَامٌ قَوْلًا’ — তানভীনের পরে ق, তাই ইখফা'),
              yes('‘قَوْلًا مِنْ’ — তানভীনের পরে م, তাই গুন্নাহসহ ইদগাম'),
              no('‘رَبٍّ رَحِيمٍ’ — তানভীনের পরে ر, তাই ইকলাব'),
              yes('‘مِنْ رَبٍّ’ — নূন সাকিনের পরে ر, তাই গুন্নাহ ছাড়া ইদগাম'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা ইয়াসীনের দ্বিতীয় আয়াতটি আরবিতে লিখুন।',
            marks: 2,
            acceptedAnswers: ['وَالْقُرْآنِ الْحَكِيمِ', 'والقران الحكيم'],
            diacriticsOptional: true,
          },
          {
            kind: 'short-text',
            prompt:
              'সূরা ইয়াসীনের যে আয়াতটি পড়তে আপনার সবচেয়ে কঠিন লাগে, সেটি উল্লেখ করে লিখুন কেন কঠিন লাগে এবং কীভাবে অনুশীলন করছেন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // সূরা মুলক ও সূরা রহমান
      exam('module', {
        durationMinutes: 20,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'সূরা মুলক কোন আয়াত দিয়ে শুরু হয়েছে?',
            marks: 1,
            options: [no('الرَّحْمَٰنُ'), no('الْقَارِعَةُ'), yes('تَبَارَكَ الَّذِي بِيَدِهِ الْمُلْكُ'), no('عَمَّ يَتَسَاءَلُونَ')],
          },
          {
            kind: 'single-choice',
            prompt: 'সূরা মুলকে কয়টি আয়াত আছে?',
            marks: 1,
            options: [no('২৯টি'), yes('৩০টি'), no('৪০টি'), no('৭৮টি')],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা রহমানে ‘ফাবি আইয়ি আলা-ই রব্বিকুমা তুকাযযিবান’ আয়াতটি কতবার এসেছে? সংখ্যায় লিখুন।',
            marks: 2,
            acceptedAnswers: ['৩১', '31', '৩১ বার', 'একত্রিশ', 'একত্রিশ বার'],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা রহমানে বারবার আসা আয়াতটি আরবিতে লিখুন।',
            marks: 3,
            acceptedAnswers: ['فَبِأَيِّ آلَاءِ رَبِّكُمَا تُكَذِّبَانِ', 'فباي الاء ربكما تكذبان'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'এই শব্দে লা-এর পরের আলিফের পরে একই শব্দে হামযা এসেছে। এটি কোন মাদ?',
            arabicText: 'آلَاءِ',
            marks: 2,
            options: [no('মাদ্দে তবয়ী'), no('মাদ্দে মুনফাসিল'), yes('মাদ্দে মুত্তাসিল'), no('মাদ্দে লাযিম')],
          },
          {
            kind: 'multi-choice',
            prompt: 'এই দুই আয়াত সম্পর্কে কোন কথাগুলো ঠিক? সবগুলো বেছে নিন।',
            arabicText: 'الرَّحْمَٰنُ ۝ عَلَّمَ الْقُرْآنَ',
            marks: 2,
            options: [
              yes('‘الرَّحْمَٰنُ’-এর লাম পড়া হয় না (লাম শামসিয়া)'),
              no('‘الرَّحْمَٰنُ’-এর খাড়া যবর টেনে পড়া হয় না'),
              yes('‘الْقُرْآنَ’-এর লাম স্পষ্ট পড়া হয় (লাম কামারিয়া)'),
              no('‘عَلَّمَ’-এর লামে তাশদীদ নেই'),
            ],
          },
        ],
      }),
    ],
    final: exam('final', {
      durationMinutes: 45,
      attemptsAllowed: 1,
      closesAfterDays: 14,
      questions: [
        {
          kind: 'single-choice',
          prompt: 'আমপারা কুরআনের কোন পারা?',
          marks: 1,
          options: [no('১ম পারা'), no('১৫তম পারা'), no('২৯তম পারা'), yes('৩০তম পারা')],
        },
        {
          kind: 'single-choice',
          prompt: 'আয়াতটি কোন সূরার?',
          arabicText: 'إِذَا الشَّمْسُ كُوِّرَتْ',
          marks: 1,
          options: [yes('সূরা তাকভীর'), no('সূরা ইনফিতার'), no('সূরা ইনশিকাক'), no('সূরা নাবা')],
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন সূরাগুলো আমপারায় আছে? সবগুলো বেছে নিন।',
          marks: 2,
          options: [yes('সূরা নাবা'), no('সূরা ইয়াসীন'), yes('সূরা আবাসা'), no('সূরা মুলক'), yes('সূরা নাযিআত')],
        },
        {
          kind: 'single-choice',
          prompt: 'হাফসের রেওয়ায়েতে ‘يس’-এর শেষ নূনের পরে ‘وَ’ এলে কী হয়?',
          arabicText: 'يس ۝ وَالْقُرْآنِ الْحَكِيمِ',
          marks: 2,
          options: [no('গুন্নাহসহ ইদগাম'), yes('ইযহার — নূন স্পষ্ট করে পড়া হয়'), no('ইখফা'), no('ইকলাব')],
        },
        {
          kind: 'short-text',
          prompt: 'সূরা রহমানে কয়টি আয়াত আছে? সংখ্যায় লিখুন।',
          marks: 1,
          acceptedAnswers: ['৭৮', '78', '৭৮টি', 'আটাত্তর', 'আটাত্তরটি'],
        },
        {
          kind: 'short-text',
          prompt: 'সূরা মুলকের প্রথম শব্দটি আরবিতে লিখুন।',
          marks: 1,
          acceptedAnswers: ['تَبَارَكَ'],
          diacriticsOptional: true,
        },
        {
          kind: 'single-choice',
          prompt: '‘يَتَسَاءَلُونَ’-এ সা-এর পরে আলিফ, তারপর একই শব্দে হামযা। মিলিয়ে পড়ার সময় কত হরকত টানবেন?',
          arabicText: 'عَمَّ يَتَسَاءَلُونَ',
          marks: 2,
          options: [no('২ হরকত'), yes('৪ বা ৫ হরকত'), no('৬ হরকত'), no('টানবেন না')],
        },
        {
          kind: 'short-text',
          prompt: 'হাফসের রেওয়ায়েতে সূরা ইয়াসীনের কোন শব্দের পরে সাকতা করতে হয়? আরবিতে বা বাংলায় লিখুন।',
          marks: 2,
          acceptedAnswers: ['مَرْقَدِنَا', 'মারকাদিনা', 'মারক্বাদিনা'],
          diacriticsOptional: true,
        },
        {
          kind: 'short-text',
          prompt:
            'এই কোর্সে আপনার তিলাওয়াতের গতি ও শুদ্ধতা কীভাবে বেড়েছে এবং আর কোথায় উন্নতি দরকার বলে মনে করেন, নিজের ভাষায় লিখুন।',
          marks: 4,
          acceptedAnswers: [],
          teacherReview: true,
        },
      ],
    }),
  },

  'hifz-amma-para': {
    modules: [
      // মুখস্থের পদ্ধতি ও রুটিন
      exam('module', {
        durationMinutes: 15,
        attemptsAllowed: 3,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'হিফজের রুটিনে ‘সবক’ বলতে কী বোঝায়?',
            marks: 1,
            options: [
              yes('প্রতিদিনের নতুন মুখস্থ অংশ'),
              no('আগের কয়েক দিনের পড়া'),
              no('পুরোনো পারাগুলোর রিভিশন'),
              no('শুধু শুনে শুনে তিলাওয়াত'),
            ],
          },
          {
            kind: 'single-choice',
            prompt: '‘সাবকী’ কী?',
            marks: 1,
            options: [
              no('প্রতিদিনের নতুন সবক'),
              yes('সাম্প্রতিক কয়েক দিনের মুখস্থ অংশ আবার পড়া'),
              no('পুরো কুরআন খতম করা'),
              no('আয়াতের অর্থ পড়া'),
            ],
          },
          {
            kind: 'multi-choice',
            prompt: 'মুখস্থ দীর্ঘদিন ধরে রাখতে কোন অভ্যাসগুলো সহায়ক? সবগুলো বেছে নিন।',
            marks: 3,
            options: [
              yes('প্রতিদিন মানজিল (পুরোনো পড়া) রিভিশন করা'),
              no('নতুন সবক বেশি নিতে রিভিশন বাদ দেওয়া'),
              yes('সবসময় একই ছাপার মুসহাফ থেকে মুখস্থ করা'),
              yes('নামাজে মুখস্থ সূরাগুলো পড়া'),
              no('উস্তাদকে না শুনিয়েই পরের সবকে চলে যাওয়া'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'পুরোনো মুখস্থ অংশ নিয়মিত রিভিশন করাকে হিফজের রুটিনে কী বলা হয়?',
            marks: 2,
            acceptedAnswers: ['মানজিল', 'মনজিল', 'মানযিল', 'আমুখতা', 'আমোখতা'],
          },
          {
            kind: 'short-text',
            prompt: 'আপনার দৈনিক হিফজ রুটিন কেমন হবে — কখন সবক, সাবকী ও মানজিল পড়বেন — নিজের ভাষায় লিখুন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // সূরা নাস থেকে সূরা দুহা
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 3,
        questions: [
          {
            kind: 'short-text',
            prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
            arabicText: 'قُلْ أَعُوذُ بِرَبِّ الْفَلَقِ ۝ مِنْ شَرِّ مَا خَلَقَ',
            marks: 3,
            acceptedAnswers: ['وَمِنْ شَرِّ غَاسِقٍ إِذَا وَقَبَ', 'ومن شر غاسق اذا وقب'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'আয়াতটি কোন সূরার?',
            arabicText: 'إِذَا جَاءَ نَصْرُ اللَّهِ وَالْفَتْحُ',
            marks: 1,
            options: [no('সূরা ফাতহ'), no('সূরা কাফিরূন'), yes('সূরা নাসর'), no('সূরা মাসাদ')],
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন সূরাগুলো সূরা কাউসার থেকে সূরা তাকাসুর পর্যন্ত অংশে আছে? সবগুলো বেছে নিন।',
            marks: 2,
            options: [yes('সূরা মাউন'), no('সূরা কাফিরূন'), yes('সূরা কুরাইশ'), no('সূরা দুহা'), yes('সূরা ফীল')],
          },
          {
            kind: 'single-choice',
            prompt: 'কুরআনের ক্রমে সূরা ফীলের ঠিক পরের সূরা কোনটি?',
            marks: 2,
            options: [no('সূরা হুমাযাহ'), yes('সূরা কুরাইশ'), no('সূরা মাউন'), no('সূরা আসর')],
          },
          {
            kind: 'short-text',
            prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
            arabicText: 'وَالضُّحَىٰ ۝ وَاللَّيْلِ إِذَا سَجَىٰ',
            marks: 3,
            acceptedAnswers: ['مَا وَدَّعَكَ رَبُّكَ وَمَا قَلَىٰ', 'ما ودعك ربك وما قلى', 'ما ودعك ربك وما قلي'],
            diacriticsOptional: true,
          },
          {
            kind: 'short-text',
            prompt: 'সূরা কদরে কয়টি আয়াত আছে? সংখ্যায় লিখুন।',
            marks: 1,
            acceptedAnswers: ['৫', '5', '৫টি', 'পাঁচ', 'পাঁচটি'],
          },
        ],
      }),
      // সূরা লাইল থেকে সূরা বুরূজ
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এটি কোন সূরার প্রথম আয়াত?',
            arabicText: 'وَالشَّمْسِ وَضُحَاهَا',
            marks: 1,
            options: [no('সূরা দুহা'), yes('সূরা শামস'), no('সূরা লাইল'), no('সূরা ফাজর')],
          },
          {
            kind: 'short-text',
            prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
            arabicText: 'سَبِّحِ اسْمَ رَبِّكَ الْأَعْلَى',
            marks: 3,
            acceptedAnswers: ['الَّذِي خَلَقَ فَسَوَّىٰ', 'الذي خلق فسوى', 'الذي خلق فسوي'],
            diacriticsOptional: true,
          },
          {
            kind: 'single-choice',
            prompt: 'কুরআনের ক্রমে সূরা গাশিয়াহর ঠিক আগে কোন সূরা?',
            marks: 2,
            options: [no('সূরা ফাজর'), no('সূরা তারিক'), yes('সূরা আ‘লা'), no('সূরা বালাদ')],
          },
          {
            kind: 'multi-choice',
            prompt: 'এই আয়াত দুটি সম্পর্কে কোন কথাগুলো ঠিক? সবগুলো বেছে নিন।',
            arabicText: 'وَالْفَجْرِ ۝ وَلَيَالٍ عَشْرٍ',
            marks: 2,
            options: [
              yes('এগুলো সূরা ফাজরের শুরুর আয়াত'),
              no('এগুলো সূরা লাইলের শুরুর আয়াত'),
              yes('‘وَلَيَالٍ عَشْرٍ’-এ তানভীনের পরে ع, তাই ইযহার'),
              no('‘وَالْفَجْرِ’-এর লাম পড়া হয় না'),
            ],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা বুরূজের এই প্রথম আয়াতের পরের আয়াতটি আরবিতে লিখুন।',
            arabicText: 'وَالسَّمَاءِ ذَاتِ الْبُرُوجِ',
            marks: 2,
            acceptedAnswers: ['وَالْيَوْمِ الْمَوْعُودِ'],
            diacriticsOptional: true,
          },
          {
            kind: 'short-text',
            prompt:
              'এই অংশের যে দুটি সূরার আয়াত আপনার মুখস্থে গুলিয়ে যায় (মুতাশাবিহ), সেগুলো লিখুন এবং কীভাবে আলাদা করে মনে রাখছেন তা নিজের ভাষায় লিখুন।',
            marks: 3,
            acceptedAnswers: [],
            teacherReview: true,
          },
        ],
      }),
      // সূরা ইনশিকাক থেকে সূরা নাবা
      exam('module', {
        durationMinutes: 25,
        attemptsAllowed: 2,
        questions: [
          {
            kind: 'single-choice',
            prompt: 'এটি কোন সূরার প্রথম আয়াত?',
            arabicText: 'إِذَا السَّمَاءُ انْشَقَّتْ',
            marks: 1,
            options: [yes('সূরা ইনশিকাক'), no('সূরা ইনফিতার'), no('সূরা তাকভীর'), no('সূরা নাবা')],
          },
          {
            kind: 'single-choice',
            prompt: 'হাফসের রেওয়ায়েতে এই আয়াতাংশে কোথায় সাকতা করতে হয়?',
            arabicText: 'كَلَّا ۖ بَلْ ۜ رَانَ عَلَىٰ قُلُوبِهِمْ',
            marks: 2,
            options: [no('‘كَلَّا’-এর পরে'), yes('‘بَلْ’-এর পরে'), no('‘رَانَ’-এর পরে'), no('কোথাও সাকতা নেই')],
          },
          {
            kind: 'short-text',
            prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
            arabicText: 'عَمَّ يَتَسَاءَلُونَ',
            marks: 3,
            acceptedAnswers: ['عَنِ النَّبَإِ الْعَظِيمِ', 'عن النبا العظيم'],
            diacriticsOptional: true,
          },
          {
            kind: 'multi-choice',
            prompt: 'নিচের কোন সূরাগুলো ‘إِذَا’ দিয়ে শুরু হয়েছে? সবগুলো বেছে নিন।',
            marks: 2,
            options: [yes('সূরা ইনশিকাক'), no('সূরা আবাসা'), yes('সূরা ইনফিতার'), no('সূরা নাযিআত'), yes('সূরা তাকভীর')],
          },
          {
            kind: 'single-choice',
            prompt: 'কুরআনের ক্রমে সূরা আবাসার ঠিক পরের সূরা কোনটি?',
            marks: 2,
            options: [no('সূরা নাযিআত'), no('সূরা ইনফিতার'), yes('সূরা তাকভীর'), no('সূরা মুতাফফিফীন')],
          },
          {
            kind: 'short-text',
            prompt: 'সূরা নাবায় কয়টি আয়াত আছে? সংখ্যায় লিখুন।',
            marks: 1,
            acceptedAnswers: ['৪০', '40', '৪০টি', 'চল্লিশ', 'চল্লিশটি'],
          },
        ],
      }),
    ],
    final: exam('final', {
      durationMinutes: 60,
      attemptsAllowed: 1,
      closesAfterDays: 14,
      questions: [
        {
          kind: 'short-text',
          prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
          arabicText: 'قُلْ هُوَ اللَّهُ أَحَدٌ ۝ اللَّهُ الصَّمَدُ',
          marks: 2,
          acceptedAnswers: ['لَمْ يَلِدْ وَلَمْ يُولَدْ'],
          diacriticsOptional: true,
        },
        {
          kind: 'short-text',
          prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
          arabicText: 'وَالتِّينِ وَالزَّيْتُونِ',
          marks: 2,
          acceptedAnswers: ['وَطُورِ سِينِينَ'],
          diacriticsOptional: true,
        },
        {
          kind: 'single-choice',
          prompt: 'আমপারায় মোট কয়টি সূরা আছে?',
          marks: 1,
          options: [no('৩০টি'), yes('৩৭টি'), no('৪০টি'), no('১১৪টি')],
        },
        {
          kind: 'single-choice',
          prompt: 'কুরআনের ক্রমে সূরা বালাদের ঠিক পরের সূরা কোনটি?',
          marks: 2,
          options: [no('সূরা ফাজর'), no('সূরা লাইল'), yes('সূরা শামস'), no('সূরা দুহা')],
        },
        {
          kind: 'multi-choice',
          prompt: 'নিচের কোন সূরাগুলো সূরা ইনশিকাক থেকে সূরা নাবা পর্যন্ত অংশে আছে? সবগুলো বেছে নিন।',
          marks: 2,
          options: [yes('সূরা ইনফিতার'), no('সূরা দুহা'), yes('সূরা আবাসা'), no('সূরা বুরূজ'), yes('সূরা নাযিআত')],
        },
        {
          kind: 'single-choice',
          prompt: 'এটি কোন সূরার প্রথম আয়াত?',
          arabicText: 'أَلَمْ نَشْرَحْ لَكَ صَدْرَكَ',
          marks: 1,
          options: [no('সূরা দুহা'), yes('সূরা শারহ (ইনশিরাহ)'), no('সূরা আলাক'), no('সূরা তীন')],
        },
        {
          kind: 'short-text',
          prompt: 'হিফজের রুটিনে প্রতিদিনের নতুন মুখস্থ অংশকে কী বলা হয়?',
          marks: 1,
          acceptedAnswers: ['সবক', 'সাবাক', 'সবক্ব'],
        },
        {
          kind: 'short-text',
          prompt: 'পরের আয়াতটি আরবিতে লিখুন।',
          arabicText: 'اقْرَأْ بِاسْمِ رَبِّكَ الَّذِي خَلَقَ',
          marks: 3,
          acceptedAnswers: ['خَلَقَ الْإِنْسَانَ مِنْ عَلَقٍ', 'خلق الانسان من علق'],
          diacriticsOptional: true,
        },
        {
          kind: 'short-text',
          prompt: 'পুরো আমপারা মুখস্থ ধরে রাখতে আগামী তিন মাসের জন্য আপনার রিভিশন পরিকল্পনা নিজের ভাষায় লিখুন।',
          marks: 4,
          acceptedAnswers: [],
          teacherReview: true,
        },
      ],
    }),
  },
};
