import { parseId } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';
import { NotesView } from '../../../learner-views';

interface NotesPageProps {
  params: Promise<{ key: string; id: string }>;
}

/** The contract's ResourceKey: a segment of another shape is no note of ours. */
const RESOURCE_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.notes.metaTitle }),
  robots: { index: false, follow: false },
};

/**
 * /notes/{key}/{recording}: a lesson's PDF in the site's own viewer. The signed link comes from
 * `GET /download` in the browser (a learner's token, or none for a free lesson) and is never shown.
 */
export default async function NotesPage({ params }: NotesPageProps) {
  const { key, id } = await params;
  const recordingId = parseId(id);
  if (recordingId === null || key.length > 100 || !RESOURCE_KEY.test(key)) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <NotesView resourceKey={key} recordingId={recordingId} />
    </div>
  );
}
