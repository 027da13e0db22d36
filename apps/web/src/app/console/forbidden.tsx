import { routes } from '@tilawat/domain';
import { EmptyState } from '@tilawat/ui';
import page from '~/styles/page.module.css';
import { consoleBn } from './console-copy';

/** What a signed-in learner (or a teacher, on an admin page) sees instead of the console. */
export function ConsoleForbidden() {
  return (
    <EmptyState
      headingLevel={2}
      title={consoleBn.forbiddenTitle}
      description={consoleBn.forbidden}
      action={
        <a href={routes.dashboard} className={page.primaryLink}>
          {consoleBn.toDashboard}
        </a>
      }
    />
  );
}
