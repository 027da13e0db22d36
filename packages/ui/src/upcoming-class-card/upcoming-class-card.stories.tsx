import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { joinRefusedMsg, liveClass } from '../fixtures/contract-examples';
import { UpcomingClassCard } from './upcoming-class-card';

const at = (time: string) => `2026-11-28T${time}:00+06:00`;

const meta = {
  title: 'Learning/UpcomingClassCard',
  component: UpcomingClassCard,
  args: { liveClass, now: at('18:00'), onJoin: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof UpcomingClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(bn.liveClass.join) })).toBeDisabled();
    await expect(canvas.getByText(bn.joinClass.opensIn('২ ঘণ্টা ১৫ মিনিট'))).toBeVisible();
  },
};

export const DaysAway: Story = { args: { now: '2026-11-25T18:00:00+06:00' } };

export const JoinWindowOpen: Story = {
  args: { now: at('20:20') },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(bn.liveClass.join) });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onJoin).toHaveBeenCalledWith(liveClass);
  },
};

export const Joining: Story = { args: { now: at('20:20'), joining: true } };

/** The server refused the link: its Bengali `msg` beside the join button. */
export const JoinRefused: Story = {
  args: { now: at('20:20'), joinError: joinRefusedMsg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(joinRefusedMsg);
  },
};

export const Live: Story = { args: { liveClass: { ...liveClass, status: 'open' }, now: at('20:45') } };

/** Where the page cannot join yet (no `onJoin`): the card informs, with no button that would do nothing. */
export const WithoutJoin: Story = {
  args: { liveClass: { ...liveClass, status: 'open' }, now: at('20:45'), onJoin: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Ended: Story = { args: { liveClass: { ...liveClass, status: 'ended' }, now: at('22:00') } };

/** Without `now` the card follows the real clock: this class opens a minute after the story loads. */
export const TickingCountdown: Story = {
  args: { now: undefined },
  render: function Ticking(args) {
    const [start] = useState(() => Date.now() + 16 * 60_000);
    return (
      <UpcomingClassCard
        {...args}
        liveClass={{
          ...liveClass,
          starts_at: new Date(start).toISOString(),
          join_opens_at: new Date(start - 15 * 60_000).toISOString(),
        }}
      />
    );
  },
};
