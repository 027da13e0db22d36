import { formatNumber } from '@tilawat/domain';

export const pdfViewer = {
  viewer: (title: string) => `পিডিএফ: ${title}`,
  /** The canvas's accessible name. */
  page: (title: string, page: number, total: number) =>
    `${title}, ${formatNumber(total)} পাতার ${formatNumber(page)} নম্বর পাতা`,
  /** Announced (politely) when the page changes. */
  pageOf: (page: number, total: number) => `${formatNumber(total)} পাতার মধ্যে ${formatNumber(page)} নম্বর পাতা`,
  pageLabel: 'পাতা',
  pageInput: (total: number) => `পাতা নম্বর (মোট ${formatNumber(total)} পাতা)`,
  ofTotal: (total: number) => `/ ${formatNumber(total)}`,
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  zoomIn: 'বড় করুন',
  zoomOut: 'ছোট করুন',
  fitWidth: 'প্রস্থ অনুযায়ী',
  zoom: (percent: number) => `${formatNumber(percent)}%`,
  zoomLabel: (percent: number) => `বড়-ছোট: ${formatNumber(percent)} শতাংশ`,
  download: 'ডাউনলোড',
  downloadLabel: (filename: string) => `${filename} ডাউনলোড করুন`,
  stage: 'পিডিএফের পাতা',
  errorTitle: 'পিডিএফটি খোলা যাচ্ছে না',
  error: {
    network: 'ফাইলটি আনা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    invalid: 'ফাইলটি নষ্ট বা পিডিএফ নয়। সমস্যা থাকলে আমাদের জানান।',
    password: 'পিডিএফটি পাসওয়ার্ড দিয়ে সুরক্ষিত, তাই এখানে খোলা যায় না। আমাদের জানান।',
  },
  keys: 'কিবোর্ড: ← → বা PageUp PageDown পাতা বদলায়, Home End প্রথম ও শেষ পাতা, + − বড়-ছোট',
} as const;
