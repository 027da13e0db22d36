import { parseId } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import { batchPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';
import { BatchLoader } from './batch-loader';

interface BatchPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: BatchPageProps): Promise<Metadata> {
  const id = parseId((await params).id);
  return {
    ...pageMetadata({ title: webBn.dashboard.batch.metaTitle, path: id ? batchPath(id) : undefined }),
    robots: { index: false, follow: false },
  };
}

/**
 * /dashboard/batch/{id}: an enrolled batch's modules and their recordings. The reads need the
 * learner's token, so they run in the browser (BatchView); an id that is not a number is not found here.
 */
export default async function BatchPage({ params }: BatchPageProps) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <BatchLoader batchId={id} />
    </div>
  );
}
