'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The profile's read and forms are a chunk of their own, loaded in the browser after hydration. */
const ProfileView = dynamic(() => import('./profile-view').then((m) => m.ProfileView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function ProfileLoader() {
  return <ProfileView />;
}
