import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import { parseUuid } from '~/lib/uuid';
import styles from '~/styles/page.module.css';
import { HifzLearnerConsole } from '../../console-views';

/** /console/hifz/{id}: one learner's memorisation — the map of each target, today's recitations, moving the plan (issue 41). */
export default async function ConsoleHifzLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseUuid((await params).id);
  if (!id) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.hifz.title}</h1>
      <HifzLearnerConsole id={id} />
    </>
  );
}
