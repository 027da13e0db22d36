import { formatDate } from '@tilawat/domain';
import { CertificateCard } from '@tilawat/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { getCertificate } from '~/lib/certificates';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';

interface CertificatePageProps {
  params: Promise<{ code: string }>;
}

const t = webBn.certificates;
const pathOf = (code: string) => `/certificate/${encodeURIComponent(code)}`;

/**
 * The card a shared link shows on social media: whose certificate, of which course and batch, and when;
 * a revoked one says so. Not indexed by search engines: a certificate is shared, never searched for.
 */
export async function generateMetadata({ params }: CertificatePageProps): Promise<Metadata> {
  const { code } = await params;
  const result = await getCertificate(code);
  const robots = { index: false, follow: false };
  if (!result.ok || !result.data) {
    return {
      ...pageMetadata({ title: t.verifyTitle, description: t.metaNotFound, path: pathOf(code) }),
      robots,
    };
  }
  const certificate = result.data;
  const title = t.metaTitle(certificate.learner_name, certificate.course_title);
  const description =
    certificate.status === 'revoked'
      ? t.metaRevoked
      : t.metaDescription(
          certificate.learner_name,
          certificate.course_title,
          certificate.batch_name,
          formatDate(`${certificate.completed_on}T12:00:00+06:00`),
        );
  return { ...pageMetadata({ title, description, path: pathOf(certificate.code) }), robots };
}

/**
 * /certificate/[code] (issue 40): public, no sign-in — whether the certificate is valid or was revoked, and
 * what it says. The page a certificate's QR code opens.
 */
export default async function CertificatePage({ params }: CertificatePageProps) {
  const { code } = await params;
  const result = await getCertificate(code);
  if (!result.ok) {
    return (
      <div className={`${styles.container} ${styles.section}`}>
        <h1 className={styles.pageTitle}>{t.verifyTitle}</h1>
        <FailureState failure={result} retryHref={pathOf(code)} />
      </div>
    );
  }
  const certificate = result.data;
  if (!certificate) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <p className={styles.lead}>{certificate.status === 'valid' ? t.validLead : t.revokedLead}</p>
      <CertificateCard certificate={certificate} headingLevel={1} />
    </div>
  );
}
