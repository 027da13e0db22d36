import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { BatchContent } from '../../console-views';

/** /console/batches/{id}: one batch's settings (admins) and its modules and lessons (admins, its teacher). */
export default async function ConsoleBatchPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.batches.title}</h1>
      <BatchContent id={id} />
    </>
  );
}
