import { formatNumber } from '@tilawat/domain';

/** AyahRecorder: one ayah to recite, and the microphone's states around it. */
export const ayahRecorder = {
  ayah: (number: number) => `আয়াত ${formatNumber(number)}`,
  start: 'রেকর্ড শুরু করুন',
  /** Under the start button: how long a take may be ('সর্বোচ্চ ১ মিনিট'). */
  startHint: (limit: string) => `আয়াতটি একবারে পড়ুন — সর্বোচ্চ ${limit}।`,
  minutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
  seconds: (seconds: number) => `${formatNumber(seconds)} সেকেন্ড`,
  asking: 'ব্রাউজার এখন মাইক্রোফোন ব্যবহারের অনুমতি চাইবে। পর্দায় যে বার্তা আসবে, তাতে “অনুমতি দিন” (Allow) চাপুন।',
  askingButton: 'অনুমতির অপেক্ষায়…',
  deniedTitle: 'মাইক্রোফোনের অনুমতি বন্ধ আছে',
  deniedLead: 'অনুমতি ছাড়া রেকর্ড করা যায় না। ব্রাউজারের সাইট সেটিংসে এভাবে চালু করুন:',
  deniedSteps: [
    'ঠিকানার ঘরের বাঁ পাশের চিহ্নে (তালা বা সেটিংসের ছবি) চাপুন।',
    '“অনুমতি” বা “সাইট সেটিংস”-এ গিয়ে “মাইক্রোফোন” চালু করুন (অনুমতি দিন)।',
    'তারপর নিচের “আবার চেষ্টা করুন” চাপুন; তবু না হলে পাতাটি একবার রিলোড করুন।',
  ],
  retry: 'আবার চেষ্টা করুন',
  unsupportedTitle: 'এই ব্রাউজারে রেকর্ড করা যায় না',
  unsupported: 'অ্যান্ড্রয়েড ফোনে Chrome ব্রাউজারে এই পাতাটি খুলে রেকর্ড করুন।',
  /** Announced once when recording starts. */
  recording: 'রেকর্ড হচ্ছে',
  /** Announced once when the last seconds begin. */
  lastSeconds: (seconds: number) => `রেকর্ড হচ্ছে — আর ${formatNumber(seconds)} সেকেন্ডের মতো বাকি`,
  stop: 'রেকর্ড থামান',
  /** The level meter's name and its value in words (not only its colour). */
  level: 'মাইক্রোফোনের আওয়াজ',
  levels: {
    silent: 'কোনো আওয়াজ নেই',
    quiet: 'আস্তে',
    good: 'ঠিক আছে',
    loud: 'খুব জোরে',
  },
  /** The meter's value as screen readers hear it: 'আস্তে (২০%)'. */
  levelText: (words: string, percent: number) => `${words} (${formatNumber(percent)}%)`,
  elapsed: 'সময়',
  /** '০:১২ / ১:০০'. */
  clock: (elapsed: string, max: string) => `${elapsed} / ${max}`,
  /** Announced once when a take is stopped. */
  recorded: 'রেকর্ড হয়েছে — শুনে দেখুন',
  /** The player's name. */
  take: 'আপনার রেকর্ডিং',
  rerecord: 'আবার রেকর্ড করুন',
  lockedTitle: 'এখন রেকর্ড করা যাবে না',
} as const;
