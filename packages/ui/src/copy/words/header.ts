export const header = {
  nav: 'প্রধান মেনু',
  menu: 'মেনু',
  login: 'লগইন',
  logout: 'লগআউট',
  account: 'আপনার অ্যাকাউন্ট',
} as const;
