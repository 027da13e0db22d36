import { routes } from '@tilawat/domain';
import { EmptyState } from '@tilawat/ui';
import { consoleBn } from '~/copy/console';
import page from '~/styles/page.module.css';

/**
 * What a signed-in learner sees instead of the console, and a teacher on an admin page (with the way
 * to the pages that are theirs).
 */
export function ConsoleForbidden({ role = 'learner' }: { role?: 'learner' | 'teacher' | 'admin' }) {
  const teacher = role === 'teacher';
  return (
    <EmptyState
      headingLevel={2}
      title={consoleBn.forbiddenTitle}
      description={teacher ? consoleBn.teacherForbidden : consoleBn.forbidden}
      action={
        <a href={teacher ? '/console/reviews' : routes.dashboard} className={page.primaryLink}>
          {teacher ? consoleBn.toReviews : consoleBn.toDashboard}
        </a>
      }
    />
  );
}
