import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { CoursesConsole } from '../console-views';

/** /console/courses: the courses of the site, for an admin to create, edit, order and publish. */
export default function ConsoleCoursesPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.courses.title}</h1>
      <p className={styles.lead}>{consoleBn.courses.intro}</p>
      <CoursesConsole />
    </>
  );
}
