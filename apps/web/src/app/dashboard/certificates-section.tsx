'use client';

import { toApiFailure } from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { Button, bn, CertificateCard, EmptyState, ShareLink, Skeleton } from '@tilawat/ui';
import { useState } from 'react';
import { useClientReady } from '~/app/providers';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { readCertificates, type Served } from '~/lib/learner-reads';
import { failureMessage } from '~/lib/load';
import { useRead, withClient } from '~/lib/reads/use-read';
import page from '~/styles/page.module.css';
import styles from './dashboard.module.css';

const copy = webBn.certificates;

/** The public page of a certificate, on this site. */
export const certificatePath = (code: string) => `/certificate/${code}`;

/**
 * The learner's certificates (issue 40, `GET /certificates`), each drawn by the kit's CertificateCard with,
 * for a valid one, its PDF downloaded through its signed link (`GET /certificate/{code}/pdf`, which the api
 * serves as an attachment, so the page stays), the verification link shared (the kit's ShareLink) and the
 * public page linked; a download's failure said beside its button.
 */
export function CertificatesSection({
  client,
  initial,
}: {
  client: BrowserClient | null;
  /** The server's read (the dashboard's page), drawn at once. */
  initial?: Served<typeof readCertificates>;
}) {
  const read = useRead('certificates', withClient(client, readCertificates), initial);
  const ready = useClientReady();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const download = async (certificate: V3Schemas['Certificate']) => {
    const tab = client ?? (await ready());
    setBusy(certificate.code);
    setErrors(({ [certificate.code]: _, ...rest }) => rest);
    try {
      const link = await unwrap(
        tab.api.v3.GET('/certificate/{code}/pdf', { params: { path: { code: certificate.code } } }),
      );
      window.location.assign(link.url);
    } catch (failure) {
      const found = toApiFailure(failure);
      setErrors((now) => ({
        ...now,
        [certificate.code]: found.status > 0 ? failureMessage(found) : copy.downloadFailed,
      }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={`${page.section} ${page.deferred}`} aria-labelledby="certificates-title">
      <h2 id="certificates-title" className={page.title}>
        {copy.title}
      </h2>
      <ReadView state={read} headingLevel={3} loading={<Skeleton variant="block" height="6rem" />}>
        {(certificates) =>
          certificates.length === 0 ? (
            <EmptyState headingLevel={3} description={copy.empty} />
          ) : (
            <ul className={`${page.grid} ${styles.list}`}>
              {certificates.map((certificate) => (
                <li key={certificate.code}>
                  <CertificateCard
                    certificate={certificate}
                    headingLevel={3}
                    actions={(titleId) => {
                      const errorId = `${titleId}-error`;
                      const error = errors[certificate.code];
                      return certificate.status === 'valid' ? (
                        <>
                          <Button
                            loading={busy === certificate.code}
                            aria-describedby={error ? `${titleId} ${errorId}` : titleId}
                            onClick={() => void download(certificate)}
                          >
                            {bn.certificateCard.download}
                          </Button>
                          <ShareLink
                            url={certificate.verify_url}
                            title={bn.certificateCard.title}
                            text={bn.certificateCard.shareText(certificate.course_title)}
                            aria-describedby={titleId}
                          >
                            {bn.certificateCard.share}
                          </ShareLink>
                          <a href={certificatePath(certificate.code)} aria-describedby={titleId}>
                            {bn.certificateCard.verify}
                          </a>
                          {error ? (
                            <p id={errorId} role="alert" className={styles.error}>
                              {error}
                            </p>
                          ) : null}
                        </>
                      ) : null;
                    }}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}
