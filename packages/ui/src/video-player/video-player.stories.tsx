import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { sampleVideo } from '../fixtures/sample-video';
import { VideoPlayer } from './video-player';

/** A still for the locked state, drawn inline (stories never touch the network). */
const poster =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"%3E%3Crect width="16" height="9" fill="%230F6B5C"/%3E%3Cpath d="M8 1.5 9.5 4.5 8 7.5 6.5 4.5z" fill="%23B8892E"/%3E%3C/svg%3E';

const meta = {
  title: 'Learning/VideoPlayer',
  component: VideoPlayer,
  args: { src: sampleVideo, title: 'হরফ পরিচিতি', onProgress: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const slider = within(canvasElement).getByRole('slider', { name: bn.video.seek });
  await waitFor(() => expect(slider).toBeEnabled());
  return slider;
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('video')).toHaveAttribute(
      'controlslist',
      'nodownload noremoteplayback',
    );
  },
};

export const ResumesWhereLeftOff: Story = {
  args: { startAt: 12 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      bn.resumeBanner.resumed('০:১২'),
    );
    await expect((canvasElement.querySelector('video') as HTMLVideoElement).currentTime).toBe(12);
  },
};

export const RestartFromTheBeginning: Story = {
  args: { startAt: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    video.muted = true;
    await userEvent.click(canvas.getByRole('button', { name: bn.resumeBanner.restart }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: bn.video.pause })).toHaveFocus());
    await expect(video.currentTime).toBeLessThan(2);
    video.pause();
  },
};

export const SpeedMenuInTheControlBar: Story = {
  args: { onPlaybackRateChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await userEvent.click(canvas.getByRole('button', { name: 'গতি ১×' }));
    await expect(canvas.getByRole('menu', { name: bn.speedMenu.menu })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPlaybackRateChange).toHaveBeenCalledWith(1.25);
    await expect(video.playbackRate).toBe(1.25);
    await expect(canvas.getByRole('button', { name: 'গতি ১.২৫×' })).toHaveFocus();
  },
};

/** The learner's saved speed (controlled), e.g. from their settings. */
export const SavedSlowSpeed: Story = {
  args: { playbackRate: 0.75, onPlaybackRateChange: fn() },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect((canvasElement.querySelector('video') as HTMLVideoElement).playbackRate).toBe(0.75);
  },
};

export const Narrow360: Story = {
  args: { startAt: 12 },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    canvas.getByRole('button', { name: bn.video.play }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(video.currentTime).toBe(10);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(video.currentTime).toBe(0);
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: bn.video.unmute })).toBeVisible();
    await userEvent.keyboard('k');
    await waitFor(() => expect(canvas.getByRole('button', { name: bn.video.pause })).toBeVisible());
    await userEvent.keyboard('k');
    await waitFor(() => expect(canvas.getByRole('button', { name: bn.video.play })).toBeVisible());
    await expect(args.onProgress).toHaveBeenCalled();
  },
};

/**
 * While the page learns where to resume (the learner's progress): the player's frame and control bar,
 * inert and without the video, so the page below does not move when the player arrives.
 */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Locked: Story = { args: { src: null, title: 'হলকি হরফের মাখরাজ' } };

export const LockedWithPosterAndAction: Story = {
  args: {
    src: null,
    poster,
    title: 'হলকি হরফের মাখরাজ',
    lockedAction: <Button variant="secondary">ভর্তি হন</Button>,
  },
};

export const CannotPlay: Story = {
  args: { src: 'data:video/webm;base64,AAAA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(bn.video.error);
  },
};
