import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { ReviewsConsole } from '../console-views';

/** /console/reviews: the written exam answers a teacher marks, for the batch's teacher and admins. */
export default function ConsoleReviewsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.reviews.title}</h1>
      <p className={styles.lead}>{consoleBn.reviews.intro}</p>
      <ReviewsConsole />
    </>
  );
}
