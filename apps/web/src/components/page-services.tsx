'use client';

import { useEffect } from 'react';
import { warmSemibold } from '~/lib/semibold';
import { FieldVitals, type FieldVitalsProps } from './field-vitals';
import { OfflineSupport, type OfflineSupportProps } from './offline-support';

export type PageServicesProps = FieldVitalsProps &
  OfflineSupportProps & {
    /** The semibold font's file and family, fetched for the next page (`src/lib/semibold.ts`). */
    semibold: { url: string; family: string };
  };

/**
 * What every page runs once it has hydrated, and nothing draws on the server: the field data of a sampled
 * load and the semibold fetched for the next page (issue 38), and offline use — the service worker, the offline notice, the update offer (issue 39).
 * One chunk, loaded after hydration (`page-services-loader.tsx`): none of it weighs on a page's first load,
 * and the service worker keeps the chunk for the pages it keeps.
 */
export function PageServices({ apiOrigin, sampleRate, register, semibold }: PageServicesProps) {
  useEffect(() => {
    void warmSemibold(semibold.url, semibold.family);
  }, [semibold.url, semibold.family]);
  return (
    <>
      <OfflineSupport register={register} />
      <FieldVitals apiOrigin={apiOrigin} sampleRate={sampleRate} />
    </>
  );
}
