import type { Meta, StoryObj } from '@storybook/react-vite';
import { FALLBACK_ERROR, toastMessages, toastPolicy } from '@tilawat/domain';
import { toast } from 'react-hot-toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { notify } from './notify';
import { Toaster } from './toaster';

/** A sign-in's `notice` (LoginResult, issue 17), as the api words it. */
const signInNotice =
  'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়, তাই সবচেয়ে আগে ব্যবহৃত ডিভাইসের (Chrome, Android) সেশন বন্ধ করা হয়েছে।';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  beforeEach: () => {
    toast.remove();
    return () => toast.remove();
  },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingBlockStart: 96 }}>
      <Toaster {...args} />
      <Button onClick={() => notify.success('loggedIn')}>সফল</Button>
      <Button variant="secondary" onClick={() => notify.error('এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।')}>
        ত্রুটি
      </Button>
      <Button variant="secondary" onClick={() => notify.error()}>
        অজানা ত্রুটি
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          notify.success('loggedIn');
          notify.notice(signInNotice);
        }}
      >
        নোটিস
      </Button>
      <Button variant="ghost" onClick={() => notify.loading('পেমেন্ট যাচাই হচ্ছে…')}>
        অপেক্ষা
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          for (let i = 1; i <= 25; i++) notify.loading(`বার্তা ${i}`);
        }}
      >
        ২৫টি বার্তা
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until a toast has finished its entrance, so axe measures its real colours. */
/**
 * How long a toast's entry or exit (its animation, then its removal) may take. waitFor's own second is
 * too little on a loaded machine (CI runs the browser tests beside the api's and the web's): the
 * close once outlived it (the message still there after 1 s) while nothing was wrong.
 */
const ANIMATION_TIMEOUT = { timeout: 5_000 };

async function settled(element: HTMLElement) {
  await waitFor(
    () => expect(getComputedStyle(element.closest('[class*="toast"]') ?? element).opacity).toBe('1'),
    ANIMATION_TIMEOUT,
  );
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'সফল' }));
    const message = await within(document.body).findByText(toastMessages.loggedIn.bn);
    await expect(message.closest('[role="status"]')).toBeTruthy();
    await settled(message);
  },
};

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ত্রুটি' }));
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent('এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।');
    await settled(alert);
  },
};

export const FallbackError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'অজানা ত্রুটি' }));
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent(FALLBACK_ERROR.bn);
    await settled(alert);
  },
};

/** A sign-in's notice after its success toast: it stays until closed by its button. */
export const SignInNotice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'নোটিস' }));
    const message = await within(document.body).findByText(signInNotice);
    await expect(message.closest('[role="status"]')).toBeTruthy();
    await settled(message);
    await userEvent.click(within(document.body).getByRole('button', { name: bn.toaster.close }));
    await waitFor(
      () => expect(within(document.body).queryByText(signInNotice)).toBeNull(),
      ANIMATION_TIMEOUT,
    );
  },
};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'অপেক্ষা' }));
    await settled(await within(document.body).findByText('পেমেন্ট যাচাই হচ্ছে…'));
  },
};

export const KeepsAtMostTwenty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '২৫টি বার্তা' }));
    await settled(await within(document.body).findByText('বার্তা 25'));
    await waitFor(() => {
      const shown = within(document.body)
        .getAllByRole('status')
        .filter((el) => el.textContent?.startsWith('বার্তা'));
      expect(shown).toHaveLength(toastPolicy.limit);
    }, ANIMATION_TIMEOUT);
    await expect(within(document.body).queryByText('বার্তা 1')).toBeNull();
  },
};
