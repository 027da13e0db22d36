// The product's name and the site's default description, as learners read them.

/** The product's name as learners read it. */
export const PRODUCT_NAME = 'তিলাওয়াত';
/** A page's description when it has none of its own. */
export const DEFAULT_DESCRIPTION =
  'ঘরে বসে শুদ্ধভাবে কুরআন তিলাওয়াত শিখুন: অভিজ্ঞ কারীদের লাইভ ক্লাস, রেকর্ডিং, পরীক্ষা ও ফ্রি ওরিয়েন্টেশন — বাংলায়, আপনার সময়ে।';
