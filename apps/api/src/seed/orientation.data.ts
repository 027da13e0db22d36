// The demo orientation webinars, placed relative to the seed's `now`: one whose join window is open
// (it starts within the quarter hour), one in two days and one in five days with few seats left to book.

export interface OrientationSeed {
  title: string;
  description: string;
  host: string;
  /** Minutes from now, or a day and a Dhaka time. */
  starts: { inMinutes: number } | { days: number; time: string };
  durationMinutes: number;
  seatsTotal: number;
  room: string;
}

export const ORIENTATIONS: OrientationSeed[] = [
  {
    title: 'কোর্স পরিচিতি ও শেখার পদ্ধতি',
    description:
      'তিলাওয়াতে কোর্স কীভাবে চলে, লাইভ ক্লাসে কীভাবে যোগ দেবেন, রেকর্ডিং ও পরীক্ষা কোথায় পাবেন — এবং আপনার প্রশ্নের উত্তর।',
    host: 'উস্তাযা ফাতিমা খাতুন',
    starts: { inMinutes: 10 },
    durationMinutes: 60,
    seatsTotal: 100,
    room: 'https://meet.jit.si/tilawat-orientation-porichiti',
  },
  {
    title: 'তাজবিদ কোর্সে ভর্তির আগে — প্রশ্নোত্তর',
    description:
      'কোন স্তর থেকে শুরু করবেন, কত সময় লাগবে, আর তাজবিদের ক্লাসে কী কী শিখবেন — শিক্ষকের সঙ্গে সরাসরি কথা বলুন।',
    host: 'কারী মাওলানা আব্দুর রহমান',
    starts: { days: 2, time: '21:00' },
    durationMinutes: 60,
    seatsTotal: 50,
    room: 'https://meet.jit.si/tilawat-orientation-tajweed',
  },
  {
    title: 'অভিভাবকদের জন্য: শিশুর কুরআন শিক্ষা',
    description: 'ঘরে শিশুর কুরআন শিক্ষা কীভাবে চালাবেন, আর আমাদের শিশুদের ব্যাচ কীভাবে কাজ করে।',
    host: 'উস্তাযা মারিয়াম সিদ্দিকা',
    starts: { days: 5, time: '20:30' },
    durationMinutes: 45,
    seatsTotal: 3,
    room: 'https://meet.jit.si/tilawat-orientation-obhibhabok',
  },
];
