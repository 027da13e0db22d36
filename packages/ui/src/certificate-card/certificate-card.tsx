import { formatDate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { certificateCard as certificateCardWords } from '../copy/words/certificate-card';
import { cx } from '../internal/cx';
import styles from './certificate-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { certificateCard: certificateCardWords };

type Certificate = V3Schemas['Certificate'];

export interface CertificateCardProps {
  /** A certificate (`GET /certificates`, `GET /certificate/{code}`). */
  certificate: Certificate;
  /**
   * What the reader may do with it, under it (the learner's dashboard: download the PDF, share the
   * verification link, open the public page). Given its heading's id to describe each control by.
   */
  actions?: (titleId: string) => ReactNode;
  /** The level of the title in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A certificate of completion: valid or revoked in words and colour, whom it was issued to, the course,
 * batch and teacher, the day of completion and its code. Presentational, so the public verification page
 * draws it on the server with no script; the learner's dashboard adds its actions. A revoked one is drawn
 * muted, with the day it was revoked.
 */
export function CertificateCard({ certificate, actions, headingLevel = 2, className }: CertificateCardProps) {
  const titleId = `${useId()}-title`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.certificateCard;
  const valid = certificate.status === 'valid';
  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-state={certificate.status}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {t.title}
        </Heading>
        <span className={styles.badge} data-state={certificate.status}>
          {valid ? t.valid : t.revoked}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.learner}</dt>
          <dd className={styles.learner}>{certificate.learner_name}</dd>
        </div>
        <div>
          <dt>{t.course}</dt>
          <dd>{certificate.course_title}</dd>
        </div>
        <div>
          <dt>{t.batch}</dt>
          <dd>{certificate.batch_name}</dd>
        </div>
        <div>
          <dt>{t.teacher}</dt>
          <dd>{certificate.teacher_name}</dd>
        </div>
        <div>
          <dt>{t.completedOn}</dt>
          <dd>
            <time dateTime={certificate.completed_on}>
              {formatDate(`${certificate.completed_on}T12:00:00+06:00`)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t.code}</dt>
          <dd>
            <code lang="en" className={styles.code}>
              {certificate.code}
            </code>
          </dd>
        </div>
      </dl>
      {certificate.revoked_at ? (
        <p className={styles.revoked}>
          <time dateTime={certificate.revoked_at}>{t.revokedOn(formatDate(certificate.revoked_at))}</time>
        </p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions(titleId)}</div> : null}
    </article>
  );
}
