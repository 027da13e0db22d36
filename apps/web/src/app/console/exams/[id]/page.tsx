import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { ExamConsole } from '../../console-views';

/** /console/exams/{id}: one exam's settings and questions (its batch's teacher and admins). */
export default async function ConsoleExamPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.exams.title}</h1>
      <ExamConsole id={id} />
    </>
  );
}
