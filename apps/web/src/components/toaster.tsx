'use client';

/** The kit's Toaster on its own, so Providers can load it lazily (react-hot-toast stays off first load). */
export { Toaster } from '@tilawat/ui';
