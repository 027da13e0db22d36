'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

// The viewer (and pdf.js, which it imports only when it draws) loads after paint.
const NotesView = dynamic(() => import('./notes-view').then((m) => m.NotesView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function NotesLoader(props: { resourceKey: string; recordingId: number }) {
  return <NotesView {...props} />;
}
