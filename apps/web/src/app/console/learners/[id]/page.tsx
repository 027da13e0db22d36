import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import { parseUuid } from '~/lib/uuid';
import styles from '~/styles/page.module.css';
import { LearnerConsole } from '../../console-views';

/** /console/learners/{id}: one learner's batches, purchases and devices, with what an admin does about them. */
export default async function ConsoleLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseUuid((await params).id);
  if (!id) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.learners.title}</h1>
      <LearnerConsole id={id} />
    </>
  );
}
