import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { certificate, revokedCertificate } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { CertificateCard } from './certificate-card';

const t = bn.certificateCard;

describe('CertificateCard', () => {
  it('says what the certificate says: valid, whom, the course, batch, teacher, day and code', async () => {
    const { container } = render(<CertificateCard certificate={certificate} />);
    expect(screen.getByRole('article', { name: t.title })).toBeTruthy();
    expect(screen.getByText(t.valid)).toBeTruthy();
    for (const text of [
      certificate.learner_name,
      certificate.course_title,
      certificate.batch_name,
      certificate.teacher_name,
      certificate.code,
      '২৯ নভেম্বর, ২০২৬',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('puts its actions under it, described by its heading', () => {
    render(
      <CertificateCard
        certificate={certificate}
        actions={(titleId) => (
          <button type="button" aria-describedby={titleId}>
            {t.download}
          </button>
        )}
      />,
    );
    const button = screen.getByRole('button', { name: t.download });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { name: t.title }).id);
  });

  it('draws a revoked one with the day it was revoked', async () => {
    const { container } = render(<CertificateCard certificate={revokedCertificate} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.revoked)).toBeTruthy();
    expect(screen.getByText(t.revokedOn('২ ডিসেম্বর, ২০২৬'))).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('data-state')).toBe('revoked');
    await expectNoAxeViolations(container);
  });
});
