// The demo CMS: the site's pages and its header-footer (a link in our own menus never answers 404).
import { formatDigits } from '@tilawat/domain/format';

export const CMS_PAGES = [
  {
    slug: 'about-us',
    title: 'আমাদের সম্পর্কে',
    metaTitle: 'আমাদের সম্পর্কে — তিলাওয়াত',
    metaDescription: 'তিলাওয়াত ঘরে বসে অভিজ্ঞ কারী ও উস্তাযাদের কাছে শুদ্ধ করে কুরআন তিলাওয়াত শেখার একটি অনলাইন প্ল্যাটফর্ম।',
    bodyHtml: [
      '<h2>তিলাওয়াত</h2>',
      '<p>তিলাওয়াত ঘরে বসে শুদ্ধ করে কুরআন তিলাওয়াত শেখার একটি অনলাইন প্ল্যাটফর্ম। আরবি হরফ থেকে শুরু করে তাজবিদ, নাজেরা ও হিফজ — প্রতিটি স্তরে অভিজ্ঞ কারী ও উস্তাযারা লাইভ ক্লাসে আপনার তিলাওয়াত শুনে সংশোধন করে দেন।</p>',
      '<h3>আমরা যেভাবে শেখাই</h3>',
      '<ul><li>ছোট ব্যাচে লাইভ ক্লাস, যাতে প্রত্যেকে পড়ার সুযোগ পান</li><li>প্রতিটি ক্লাসের রেকর্ডিং ও PDF নোট</li><li>মডিউলভিত্তিক স্টাডি প্ল্যান ও অনুশীলন</li><li>মহিলাদের জন্য উস্তাযা পরিচালিত আলাদা ব্যাচ</li></ul>',
      '<p>যেকোনো প্রশ্নে আমাদের হটলাইনে (০৯৬১২-৩৪৫৬৭৮) যোগাযোগ করুন।</p>',
      // The attribution the Quran text's licence (CC BY-SA 4.0 §3) asks for; the practice and exam pages
      // show it in short and link here (docs/licences.md). No translation is shown, so none is named.
      '<h3>কুরআনের পাঠের উৎস ও লাইসেন্স</h3>',
      '<p>তিলাওয়াত অনুশীলন ও পরীক্ষার তিলাওয়াত প্রশ্নে কুরআনের উসমানি লিপির আরবি পাঠ নেওয়া হয়েছে রিসান বাগজা প্রদানার (Risan Bagja Pradana) <a href="https://github.com/risan/quran-json">quran-json</a> প্যাকেজ থেকে; আরবি পাঠটি <a href="https://quranenc.com">দ্য নোবেল কুরআন এনসাইক্লোপিডিয়া (quranenc.com)</a>-এর। প্যাকেজটির লাইসেন্স <a href="https://creativecommons.org/licenses/by-sa/4.0/">ক্রিয়েটিভ কমন্স অ্যাট্রিবিউশন-শেয়ারঅ্যালাইক ৪.০ (CC BY-SA 4.0)</a>।</p>',
      '<p>শিক্ষক যাতে শব্দ ধরে ভুল চিহ্নিত করতে পারেন, সেজন্য আমরা প্রতিটি আয়াত শব্দে ভাগ করেছি; পাঠে আর কোনো পরিবর্তন করা হয়নি। শব্দে ভাগ করা পাঠটিও একই লাইসেন্সে, CC BY-SA 4.0-এ, সবার জন্য উন্মুক্ত।</p>',
    ].join(''),
  },
  {
    slug: 'privacy-policy',
    title: 'গোপনীয়তা নীতি',
    metaTitle: 'গোপনীয়তা নীতি — তিলাওয়াত',
    metaDescription: 'তিলাওয়াত আপনার কোন তথ্য সংগ্রহ করে, কেন করে এবং কীভাবে সুরক্ষিত রাখে।',
    bodyHtml: [
      '<h2>গোপনীয়তা নীতি</h2>',
      '<p>আপনার নাম, মোবাইল নম্বর ও ইমেইল শুধু অ্যাকাউন্ট খোলা, ক্লাসের তথ্য পাঠানো ও পেমেন্ট যাচাইয়ের জন্য ব্যবহার করা হয়। আমরা আপনার তথ্য কারো কাছে বিক্রি করি না।</p>',
      '<h3>যে তথ্য আমরা রাখি</h3>',
      '<ul><li>অ্যাকাউন্টের তথ্য: নাম, মোবাইল নম্বর বা ইমেইল</li><li>কোর্সে ভর্তি ও পেমেন্টের ইতিহাস</li><li>ক্লাসে উপস্থিতি ও পরীক্ষার ফলাফল</li></ul>',
      '<h3>পেমেন্ট</h3>',
      '<p>বিকাশ, নগদ, উপায় ও রকেটের পেমেন্ট সংশ্লিষ্ট ওয়ালেটের পাতায় সম্পন্ন হয়; আপনার ওয়ালেটের পিন আমরা কখনো দেখি না বা রাখি না।</p>',
      '<p>অ্যাকাউন্ট ও তথ্য মুছে ফেলতে support@tilawat.com.bd ঠিকানায় লিখুন।</p>',
    ].join(''),
  },
  {
    slug: 'refund-policy',
    title: 'রিফান্ড নীতি',
    metaTitle: 'রিফান্ড নীতি — তিলাওয়াত',
    metaDescription: 'ব্যাচ শুরুর আগে বা প্রথম সপ্তাহে কোর্স ফি ফেরত পাওয়ার নিয়ম।',
    bodyHtml: [
      '<h2>রিফান্ড নীতি</h2>',
      '<p>লাইভ ব্যাচ শুরুর আগে অথবা প্রথম সপ্তাহের মধ্যে আবেদন করলে কোর্স ফি সম্পূর্ণ ফেরত দেওয়া হয়। ফি যে ওয়ালেট থেকে দেওয়া হয়েছে, সেখানেই সাত কর্মদিবসের মধ্যে ফেরত যায়।</p>',
      '<p>অন-ডিমান্ড ব্যাচ ও প্যাকেজের ক্ষেত্রে ১০%-এর বেশি রেকর্ডিং দেখা হয়ে গেলে ফি ফেরত দেওয়া সম্ভব নয়।</p>',
    ].join(''),
  },
];

export const HEADER_FOOTER = (year: number) => ({
  header_links: [
    { label: 'হোম', href: '/', external: false },
    { label: 'আল-কুরআন কোর্স', href: '/al-quran-course', external: false },
    { label: 'ফ্রি ওরিয়েন্টেশন', href: '/orientation', external: false },
    { label: 'কুরআন শরীফ ও বই', href: '/shop', external: false },
    { label: 'আমাদের সম্পর্কে', href: '/about-us', external: false },
  ],
  footer_columns: [
    {
      title: 'তিলাওয়াত',
      links: [
        { label: 'আমাদের সম্পর্কে', href: '/about-us', external: false },
        { label: 'সব কোর্স', href: '/al-quran-course', external: false },
        { label: 'কুরআন শরীফ ও বই', href: '/shop', external: false },
      ],
    },
    {
      title: 'নীতিমালা',
      links: [
        { label: 'গোপনীয়তা নীতি', href: '/privacy-policy', external: false },
        { label: 'রিফান্ড নীতি', href: '/refund-policy', external: false },
      ],
    },
    {
      title: 'সহায়তা',
      links: [
        { label: 'হোয়াটসঅ্যাপে কথা বলুন', href: 'https://wa.me/8801712345678', external: true },
        { label: 'লগইন', href: '/login', external: false },
      ],
    },
  ],
  contact: {
    phone: '০৯৬১২-৩৪৫৬৭৮',
    email: 'support@tilawat.com.bd',
    address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
    hours: 'শনি–বৃহস্পতি, সকাল ১০টা–রাত ১০টা',
  },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/tilawat.com.bd' },
    { network: 'youtube', url: 'https://www.youtube.com/@tilawat' },
    { network: 'whatsapp', url: 'https://wa.me/8801712345678' },
  ],
  copyright: `© ${formatDigits(year)} তিলাওয়াত। সর্বস্বত্ব সংরক্ষিত।`,
});
