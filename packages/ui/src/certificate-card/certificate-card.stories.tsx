import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { certificate, revokedCertificate } from '../fixtures/contract-examples';
import { ShareLink } from '../share-link/share-link';
import { CertificateCard } from './certificate-card';

const t = bn.certificateCard;
const download = fn();

const meta = {
  title: 'Learning/CertificateCard',
  component: CertificateCard,
  args: { certificate },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CertificateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the public verification page, drawn on the server: what it says, and that it is valid. */
export const Verified: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.valid)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On the learner's dashboard: the PDF, the verification link shared, the public page linked. */
export const Mine: Story = {
  args: {
    actions: (titleId) => (
      <>
        <Button aria-describedby={titleId} onClick={download}>
          {t.download}
        </Button>
        <ShareLink url={certificate.verify_url} title={t.title} aria-describedby={titleId}>
          {t.share}
        </ShareLink>
        <a href="/certificate/K7M2Q9XA4PRT" aria-describedby={titleId}>
          {t.verify}
        </a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.download }));
    await expect(download).toHaveBeenCalled();
  },
};

/** Revoked: muted, with the day. */
export const Revoked: Story = {
  args: { certificate: revokedCertificate },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.revoked)).toBeVisible();
  },
};
