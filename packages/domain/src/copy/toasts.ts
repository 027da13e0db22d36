// The product specification's toast messages and its fallback error, in Bengali and as it spells them
// in English.
/**
 * The product specification's success messages, keyed by event. `en` is spelled
 * exactly as the specification shows it (its spelling included); `bn` is what
 * the site shows by default.
 */
export const toastMessages = {
  loggedOut: { en: 'Succesfully logged out', bn: 'সফলভাবে লগআউট হয়েছে' },
  loggedIn: { en: 'Successfully logged in', bn: 'সফলভাবে লগইন হয়েছে' },
  registered: { en: 'Successfully registered', bn: 'নিবন্ধন সফল হয়েছে' },
  passwordChanged: { en: 'Pasword changed succesfully', bn: 'পাসওয়ার্ড সফলভাবে পরিবর্তন হয়েছে' },
  verified: { en: 'Verification successfull', bn: 'যাচাই সফল হয়েছে' },
  otpSent: { en: 'OTP sent succesfully', bn: 'ওটিপি পাঠানো হয়েছে' },
  userUpdated: { en: 'User data updated', bn: 'আপনার তথ্য হালনাগাদ হয়েছে' },
} as const;

/** The product specification's fallback when the server gives no message. */
export const FALLBACK_ERROR = {
  en: 'Something Went Wrong!',
  bn: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
} as const;
