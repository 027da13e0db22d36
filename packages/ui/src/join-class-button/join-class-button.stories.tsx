import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { joinRefusedMsg, liveClass } from '../fixtures/contract-examples';
import { JoinClassButton } from './join-class-button';

/** A clock pinned on the class's evening (28 November 2026, Dhaka): starts 20:30, joining opens 20:15. */
const at = (time: string) => () => new Date(`2026-11-28T${time}+06:00`).getTime();

const meta = {
  title: 'Learning/Live/JoinClassButton',
  component: JoinClassButton,
  args: {
    startsAt: liveClass.starts_at,
    durationMinutes: liveClass.duration_minutes,
    now: at('18:05:00'),
    onJoin: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof JoinClassButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours before: no active button, and how long until joining opens (read, never announced). */
export const BeforeTheWindow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: bn.joinClass.join });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('যোগ দেওয়া যাবে ২ ঘণ্টা ১০ মিনিট পরে')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const DaysAway: Story = {
  args: { now: () => new Date('2026-11-25T18:00:00+06:00').getTime() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('যোগ দেওয়া যাবে ৩ দিন ২ ঘণ্টা পরে')).toBeVisible();
  },
};

/** The last minute: the wait is counted in seconds. */
export const SecondsAway: Story = {
  args: { now: at('20:14:15') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('যোগ দেওয়া যাবে ৪৫ সেকেন্ড পরে')).toBeVisible();
  },
};

/** In the window: the primary button, reachable with Tab and pressed with Enter. */
export const Open: Story = {
  args: { now: at('20:20:00') },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.joinClass.join });
    await expect(button).toBeEnabled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WhileTheClassRuns: Story = { args: { now: at('20:45:00') } };

export const Joining: Story = {
  args: { now: at('20:20:00'), loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(bn.joinClass.joining) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the link: its Bengali `msg` beside the button. */
export const Refused: Story = {
  args: { now: at('20:20:00'), error: joinRefusedMsg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(joinRefusedMsg);
  },
};

export const Ended: Story = {
  args: { now: at('21:30:00') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(bn.joinClass.ended)).toBeVisible();
  },
};

/** The whole join as the page drives it: pressed, "যুক্ত হচ্ছে…" announced, then the server's answer. */
export const JoinThenRefused: Story = {
  args: { now: at('20:20:00') },
  render: function Flow(args) {
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState<string | null>(null);
    return (
      <JoinClassButton
        {...args}
        loading={loading}
        error={error}
        onJoin={() => {
          args.onJoin();
          setError(null);
          setLoading(true);
          setTimeout(() => {
            setLoading(false);
            setError(joinRefusedMsg);
          }, 400);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.joinClass.join }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(bn.joinClass.joining));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(joinRefusedMsg));
    await expect(canvas.getByRole('button', { name: bn.joinClass.join })).toBeEnabled();
  },
};

/** On the real clock, joining opens two seconds after the story loads: it switches and says so once. */
export const OpensWhileWaiting: Story = {
  args: { now: undefined },
  render: function Opening(args) {
    const [startsAt] = useState(() => new Date(Date.now() + 15 * 60_000 + 2_000).toISOString());
    return <JoinClassButton {...args} startsAt={startsAt} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: bn.joinClass.join })).toBeDisabled();
    await expect(canvas.getByText(/সেকেন্ড পরে/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByRole('button', { name: bn.joinClass.join })).toBeEnabled(), {
      timeout: 6000,
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(bn.joinClass.nowOpen));
  },
};
