/** Memorisation's words in the kit (issue 41): the day's items and the map. */
export const hifz = {
  mapTitle: 'হিফজের মানচিত্র',
  /** `n` in Bengali digits. */
  count: (n: string) => `${n}টি আয়াত`,
  surahSummary: (surah: string, parts: string) => `সূরা ${surah}: ${parts}`,
  ayahState: (ayah: string, state: string) => `আয়াত ${ayah}: ${state}`,
  dueOn: (day: string) => `পরের পুনরাবৃত্তি ${day}`,
  range: (surah: string, from: string, to: string) =>
    from === to ? `সূরা ${surah}, আয়াত ${from}` : `সূরা ${surah}, আয়াত ${from}–${to}`,
  ayah: (n: string) => `আয়াত ${n}`,
  weakLegend: 'চিহ্নিত শব্দগুলো আগে ভুল হয়েছিল — পড়ার আগে খেয়াল করুন।',
  /** A weak word's count, read after it. */
  weakWord: (times: string) => `(আগে ${times} বার ভুল)`,
  noWeak: 'এই আয়াতগুলোতে আগে কোনো ভুল চিহ্নিত হয়নি।',
  status: {
    none: 'এখনো শুরু হয়নি',
    assigned: 'রেকর্ড চলছে',
    submitted: 'শিক্ষকের মূল্যায়নের অপেক্ষায়',
    reviewed: 'শিক্ষক মূল্যায়ন করেছেন',
  },
  selfRated: (rating: string) => `নিজের মূল্যায়ন: ${rating}`,
} as const;
