export type { CertificateCardProps } from './certificate-card';
export { CertificateCard } from './certificate-card';
