import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { certificate, revokedCertificate } from '../fixtures/contract-examples';
import { CertificateCard } from './certificate-card';

const t = bn.certificateCard;

/** The clipboard, stubbed: a headless browser may refuse the real one. */
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Learning/CertificateCard',
  component: CertificateCard,
  args: { certificate },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const share = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    writeText.mockClear();
    return () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      if (share) Object.defineProperty(navigator, 'share', share);
      else delete (navigator as { share?: unknown }).share;
    };
  },
} satisfies Meta<typeof CertificateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the public verification page: what it says, and that it is valid. */
export const Verified: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.valid)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On the learner's dashboard: the PDF, the verification link shared (copied here), the page linked. */
export const Mine: Story = {
  args: { onDownload: fn(), shareable: true, verifyHref: '/certificate/K7M2Q9XA4PRT' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.download }));
    await expect(args.onDownload).toHaveBeenCalledWith(certificate);
    await userEvent.click(canvas.getByRole('button', { name: t.share }));
    await expect(writeText).toHaveBeenCalledWith(certificate.verify_url);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.copied);
  },
};

/** The PDF's link is on its way. */
export const Downloading: Story = {
  args: { onDownload: fn(), shareable: true, downloading: true },
};

/** The download failed: the reason beside the button. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(), downloadError: 'পিডিএফটি এখন আনা গেল না। একটু পরে আবার চেষ্টা করুন।' },
};

/** Revoked: muted, with the day, nothing to download or share. */
export const Revoked: Story = {
  args: { certificate: revokedCertificate, onDownload: fn(), shareable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.revoked)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
