import { formatDate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { certificateCard as certificateCardWords } from '../copy/words/certificate-card';
import { cx } from '../internal/cx';
import styles from './certificate-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { certificateCard: certificateCardWords };

type Certificate = V3Schemas['Certificate'];

/** How long "copied" stays on screen. */
const COPIED_MS = 4000;

export interface CertificateCardProps {
  /** A certificate (`GET /certificates`, `GET /certificate/{code}`). */
  certificate: Certificate;
  /**
   * "Download the PDF" (the learner's own, valid certificate): shown only with this. The page asks
   * `GET /certificate/{code}/pdf` and opens the signed link.
   */
  onDownload?: (certificate: Certificate) => void;
  /** The PDF's link is on its way: the button is busy. */
  downloading?: boolean;
  /** Why the download failed, in Bengali, shown under the button. */
  downloadError?: string | null;
  /** The learner's own certificate: the verification link can be shared (the share sheet, else copied). */
  shareable?: boolean;
  /** A link to the public verification page (the dashboard's card; the page itself has none). */
  verifyHref?: string;
  /** The level of the title in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A certificate of completion: valid or revoked in words and colour, whom it was issued to, the course,
 * batch and teacher, the day of completion and its code. On the learner's dashboard it downloads as a PDF
 * and shares its verification link (the device's share sheet where there is one, else the clipboard;
 * "copied" is announced politely); on the public page it stands alone. A revoked one is drawn muted, with
 * the day it was revoked and no download.
 */
export function CertificateCard({
  certificate,
  onDownload,
  downloading = false,
  downloadError = null,
  shareable = false,
  verifyHref,
  headingLevel = 2,
  className,
}: CertificateCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.certificateCard;
  const valid = certificate.status === 'valid';
  const link = useRef<HTMLElement>(null);
  const [said, setSaid] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const say = (message: string) => {
    setSaid(message);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setSaid(''), COPIED_MS);
  };

  const share = async () => {
    const url = certificate.verify_url;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t.title, text: t.shareText(certificate.course_title), url });
        return;
      } catch (error) {
        // the learner closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      say(t.copied);
    } catch {
      if (link.current) window.getSelection()?.selectAllChildren(link.current);
      say(t.copyManual);
    }
  };

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
      {verifyHref || (valid && (onDownload || shareable)) ? (
        <div className={styles.actions}>
          {valid && onDownload ? (
            <Button
              loading={downloading}
              aria-describedby={downloadError ? `${titleId} ${errorId}` : titleId}
              onClick={() => onDownload(certificate)}
            >
              {t.download}
            </Button>
          ) : null}
          {valid && shareable ? (
            <Button variant="secondary" aria-describedby={titleId} onClick={share}>
              {t.share}
            </Button>
          ) : null}
          {verifyHref ? (
            <a className={styles.verify} href={verifyHref} aria-describedby={titleId}>
              {t.verify}
            </a>
          ) : null}
        </div>
      ) : null}
      {downloadError ? (
        <p id={errorId} role="alert" className={styles.error}>
          {downloadError}
        </p>
      ) : null}
      {valid && shareable ? (
        <>
          <p role="status" className={styles.said}>
            {said}
          </p>
          <span ref={link} className={styles.link} lang="en" hidden={said !== t.copyManual}>
            {certificate.verify_url}
          </span>
        </>
      ) : null}
    </article>
  );
}
