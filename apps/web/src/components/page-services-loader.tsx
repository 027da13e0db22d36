'use client';

import dynamic from 'next/dynamic';

/** `page-services.tsx`, loaded once the page has hydrated (nothing of it is drawn on the server). */
export const PageServicesLoader = dynamic(() => import('./page-services').then((m) => m.PageServices), {
  ssr: false,
});
