'use client';

import { FieldVitals, type FieldVitalsProps } from './field-vitals';
import { OfflineSupport, type OfflineSupportProps } from './offline-support';

export type PageServicesProps = FieldVitalsProps & OfflineSupportProps;

/**
 * What every page runs once it has hydrated, and nothing draws on the server: the field data of a sampled
 * load (issue 38) and offline use — the service worker, the offline notice, the update offer (issue 39).
 * One chunk, loaded after hydration (`page-services-loader.tsx`): none of it weighs on a page's first load,
 * and the service worker keeps the chunk for the pages it keeps.
 */
export function PageServices({ apiOrigin, sampleRate, register }: PageServicesProps) {
  return (
    <>
      <OfflineSupport register={register} />
      <FieldVitals apiOrigin={apiOrigin} sampleRate={sampleRate} />
    </>
  );
}
