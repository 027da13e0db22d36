/** CertificateCard: a certificate of completion, on the learner's dashboard and its public page. */
export const certificateCard = {
  title: 'সমাপনী সনদ',
  valid: 'বৈধ',
  revoked: 'বাতিল',
  learner: 'শিক্ষার্থী',
  course: 'কোর্স',
  batch: 'ব্যাচ',
  teacher: 'শিক্ষক',
  completedOn: 'সমাপ্তির তারিখ',
  code: 'সনদ নম্বর',
  /** 'বাতিল করা হয়েছে: ২ ডিসেম্বর, ২০২৬'. */
  revokedOn: (date: string) => `বাতিল করা হয়েছে: ${date}`,
  download: 'পিডিএফ ডাউনলোড করুন',
  verify: 'যাচাইয়ের পাতা দেখুন',
  share: 'যাচাইয়ের লিংক শেয়ার করুন',
  /** The share sheet's text, before the link. */
  shareText: (course: string) => `${course} কোর্সে আমার সমাপনী সনদ — তিলাওয়াত`,
} as const;
