import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ShareLink } from './share-link';

/** The clipboard, stubbed: a headless browser may refuse the real one. */
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Components/ShareLink',
  component: ShareLink,
  args: {
    url: 'https://tilawat.com.bd/certificate/K7M2Q9XA4PRT',
    title: 'সমাপনী সনদ',
    children: 'যাচাইয়ের লিংক শেয়ার করুন',
  },
  beforeEach: () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const share = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    writeText.mockClear();
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      if (share) Object.defineProperty(navigator, 'share', share);
      else delete (navigator as { share?: unknown }).share;
    };
  },
} satisfies Meta<typeof ShareLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No share sheet (a laptop): the link is copied, and "copied" announced. */
export const Copied: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'যাচাইয়ের লিংক শেয়ার করুন' }));
    await expect(writeText).toHaveBeenCalledWith(args.url);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.shareLink.copied);
  },
};
