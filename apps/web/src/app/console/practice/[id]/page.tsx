import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { PracticeReview } from '../../console-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /console/practice/{id}: one learner's practice, reviewed ayah by ayah (the batch's teacher and admins). */
export default async function ConsolePracticeReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.practice.title}</h1>
      <PracticeReview id={id.toLowerCase()} />
    </>
  );
}
