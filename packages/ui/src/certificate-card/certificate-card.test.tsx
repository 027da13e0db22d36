import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { certificate, revokedCertificate } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { CertificateCard } from './certificate-card';

const t = bn.certificateCard;

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

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
    // the public page: no buttons
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('downloads and shares its own valid certificate, and links to the verification page', async () => {
    const onDownload = vi.fn();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(
      <CertificateCard
        certificate={certificate}
        onDownload={onDownload}
        shareable
        verifyHref="/certificate/K7M2Q9XA4PRT"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(onDownload).toHaveBeenCalledWith(certificate);
    await userEvent.click(screen.getByRole('button', { name: t.share }));
    expect(writeText).toHaveBeenCalledWith(certificate.verify_url);
    expect(screen.getByRole('status').textContent).toBe(t.copied);
    expect(screen.getByRole('link', { name: t.verify }).getAttribute('href')).toBe(
      '/certificate/K7M2Q9XA4PRT',
    );
    await expectNoAxeViolations(container);
  });

  it('shares through the device’s share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<CertificateCard certificate={certificate} shareable />);
    await userEvent.click(screen.getByRole('button', { name: t.share }));
    expect(share).toHaveBeenCalledWith({
      title: t.title,
      text: t.shareText(certificate.course_title),
      url: certificate.verify_url,
    });
  });

  it('shows a download’s failure beside its button', () => {
    render(
      <CertificateCard certificate={certificate} onDownload={vi.fn()} downloadError="সনদটি বাতিল করা হয়েছে।" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('সনদটি বাতিল করা হয়েছে।');
    expect(screen.getByRole('button', { name: t.download }).getAttribute('aria-describedby')).toContain(
      screen.getByRole('alert').id,
    );
  });

  it('draws a revoked one muted, with the day, and without download or share', async () => {
    const { container } = render(
      <CertificateCard certificate={revokedCertificate} onDownload={vi.fn()} shareable />,
    );
    expect(screen.getByText(t.revoked)).toBeTruthy();
    expect(screen.getByText(t.revokedOn('২ ডিসেম্বর, ২০২৬'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
