import { notFound } from 'next/navigation';
import styles from '~/styles/page.module.css';
import { consoleBn } from '../../console-copy';
import { LearnerConsoleLoader } from './learner-console-loader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /console/learners/{id}: one learner's batches, purchases and devices, with what an admin does about them. */
export default async function ConsoleLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.learners.title}</h1>
      <LearnerConsoleLoader id={id.toLowerCase()} />
    </>
  );
}
