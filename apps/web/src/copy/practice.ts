import { formatDigits, formatNumber } from '@tilawat/domain';

/**
 * The recitation practice page's Bengali words (issue 20), apart from the site's `webBn`: only
 * `/practice/[id]` imports them, so no other page carries a word of them. The kit's parts
 * (AyahRecorder, UploadQueue, MarkedAyah, RubricScore, MistakeSummary) bring their own.
 */
export const practiceBn = {
  metaTitle: 'তিলাওয়াত অনুশীলন',
  title: (surahName: string) => `${surahName} — তিলাওয়াত অনুশীলন`,
  ayahRange: (from: number, to: number) =>
    from === to ? `আয়াত ${formatDigits(from)}` : `আয়াত ${formatDigits(from)}–${formatDigits(to)}`,
  factsLabel: 'অনুশীলনের তথ্য',
  focus: 'শিক্ষকের নির্দেশনা',
  due: (when: string) => `জমার শেষ সময় ${when}`,
  status: 'অবস্থা',

  // Recording, ayah by ayah
  recordTitle: 'আয়াত ধরে রেকর্ড করুন',
  rerecordTitle: 'চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন',
  recordHint:
    'প্রতিটি আয়াত আলাদা করে রেকর্ড করুন। রেকর্ডিং এই ফোনে রাখা থাকে; ইন্টারনেট থাকলে সঙ্গে সঙ্গে, না থাকলে সংযোগ ফিরলে নিজে থেকেই পাঠানো হবে।',
  pickerLabel: 'আয়াত বেছে নিন',
  ayahName: (n: number) => `আয়াত ${formatNumber(n)}`,
  position: (index: number, total: number) =>
    `${formatNumber(total)}টি আয়াতের মধ্যে ${formatNumber(index + 1)} নম্বর`,
  seeMarks: (count: number) => `এই আয়াতে শিক্ষকের ${formatNumber(count)}টি চিহ্ন দেখুন`,
  previous: 'আগের আয়াত',
  next: 'পরের আয়াত',
  ayahState: {
    todo: 'রেকর্ড করা বাকি',
    rerecord: 'আবার রেকর্ড করতে হবে',
    recorded: 'রেকর্ড হয়েছে — এই ফোনে রাখা আছে',
    waiting: 'নেটওয়ার্কের অপেক্ষায়',
    uploading: 'পাঠানো হচ্ছে',
    sent: 'পাঠানো হয়েছে',
    failed: 'পাঠানো যায়নি',
    correct: 'সঠিক',
  },
  audioFailed: 'এই রেকর্ডিংটি শোনার উপযোগী করা যায়নি। আয়াতটি আবার রেকর্ড করুন।',
  notKept:
    'এই ব্রাউজারে রেকর্ডিং ডিভাইসে রাখা যাচ্ছে না (হয়তো প্রাইভেট মোড)। সব আয়াত পাঠানো শেষ না হওয়া পর্যন্ত পাতাটি বন্ধ করবেন না।',
  recorderFailed: 'রেকর্ডিং শুরু করা যায়নি। মাইক্রোফোনটি অন্য কোনো অ্যাপ ব্যবহার করছে কি না দেখে আবার চেষ্টা করুন।',
  noMicrophone: 'এই ফোনে কোনো মাইক্রোফোন পাওয়া যায়নি। হেডফোন বা মাইক্রোফোন লাগিয়ে আবার চেষ্টা করুন।',
  recorderNotLoaded: 'রেকর্ডার চালু করা যায়নি — ইন্টারনেট সংযোগ ফিরলে আবার চেষ্টা করুন।',
  notSaved: 'রেকর্ডিংটি এই ফোনে রাখা যায়নি। ইন্টারনেট সংযোগ ফিরলে আয়াতটি আবার রেকর্ড করুন।',
  emptyTake: 'কোনো শব্দ রেকর্ড হয়নি। আবার রেকর্ড করুন।',
  maxReached: 'এক মিনিট পূর্ণ হওয়ায় রেকর্ডিং নিজে থেকে থেমেছে।',

  // The queue and sending
  submit: 'শিক্ষকের কাছে পাঠান',
  examNote: (title: string) =>
    `এই আয়াতগুলো “${title}” পরীক্ষার তিলাওয়াত প্রশ্নের উত্তর। সব আয়াত রেকর্ড হলে পরীক্ষার পাতায় ফিরে পরীক্ষা জমা দিন — পরীক্ষার সঙ্গেই রেকর্ডিং শিক্ষকের কাছে যাবে।`,
  backToExam: 'পরীক্ষার পাতায় ফিরে যান',
  submitLeft: (count: number) => `আরও ${formatNumber(count)}টি আয়াতের রেকর্ডিং পাঠানো বাকি।`,
  submitPending: 'রেকর্ডিং পাঠানো শেষ হলে অনুশীলনটি শিক্ষকের কাছে পাঠাতে পারবেন।',
  submitReady: 'সব আয়াত পাঠানো হয়েছে। এবার অনুশীলনটি শিক্ষকের কাছে পাঠান।',
  submitted: 'অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে। তিনি দেখে চিহ্ন দিলে এখানেই দেখতে পাবেন।',
  lockedSubmitted: 'অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে; শিক্ষক দেখা শেষ করলে আবার রেকর্ড করা যাবে।',
  lockedCorrect: 'শিক্ষক এই আয়াতটি সঠিক বলেছেন; আবার রেকর্ড করার দরকার নেই।',

  // The review
  reviewTitle: 'শিক্ষকের মূল্যায়ন',
  earlierReviewTitle: 'আগের বারের মূল্যায়ন',
  reviewedAt: (when: string) => `মূল্যায়ন: ${when}`,
  verdictSummary: (correct: number, total: number) =>
    `${formatNumber(total)}টি আয়াতের মধ্যে ${formatNumber(correct)}টি সঠিক`,
  allCorrect: 'মাশাআল্লাহ! সব আয়াত সঠিক হয়েছে।',
  rerecordLeft: (count: number) => `${formatNumber(count)}টি আয়াত আবার অনুশীলন করে রেকর্ড করতে হবে।`,
  rerecord: 'শুধু চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন',
  ayahsTitle: 'আয়াত ধরে চিহ্নিত শব্দ',
  yourRecording: (n: number) => `আয়াত ${formatNumber(n)}: আপনার রেকর্ডিং`,
  processing: 'রেকর্ডিংটি প্রস্তুত হচ্ছে…',
} as const;
