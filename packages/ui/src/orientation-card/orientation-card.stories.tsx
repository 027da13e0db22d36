import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { joinRefusedMsg, orientation, orientationFullMsg } from '../fixtures/contract-examples';
import { OrientationCard } from './orientation-card';

/** A clock pinned on the webinar's day (28 November 2026, Dhaka): 21:00–22:00, joining opens 20:45. */
const at = (time: string) => () => new Date(`2026-11-28T${time}:00+06:00`).getTime();
const booked = { ...orientation, booked: true, seats_left: 22 };
const full = { ...orientation, seats_left: 0 };

const meta = {
  title: 'Learning/Live/OrientationCard',
  component: OrientationCard,
  args: { orientation, now: at('10:00'), onBook: fn(), onJoin: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrientationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seats left and not booked: book one. */
export const SeatsLeft: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: orientation.title })).toBeVisible();
    await expect(canvas.getByText('২৩টি আসন বাকি')).toBeVisible();
    await expect(canvas.getByText('২৮ নভেম্বর, ২০২৬, রাত ৯:০০')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.orientation.book }));
    await expect(args.onBook).toHaveBeenCalledWith(orientation);
  },
};

export const Booking: Story = {
  args: { booking: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(bn.orientation.book) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Booked, hours before: the badge, and the join control counting down to its window. */
export const BookedWaiting: Story = {
  args: { orientation: booked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.orientation.booked)).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.joinClass.join })).toBeDisabled();
    await expect(canvas.getByText(bn.joinClass.opensIn('১০ ঘণ্টা ৪৫ মিনিট'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: bn.orientation.book })).toBeNull();
  },
};

/** Booked, in the window: join. */
export const BookedJoinOpen: Story = {
  args: { orientation: booked, now: at('20:50') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.joinClass.join }));
    await expect(args.onJoin).toHaveBeenCalledWith(booked);
  },
};

export const BookedJoining: Story = { args: { orientation: booked, now: at('21:10'), joining: true } };

export const BookedJoinRefused: Story = {
  args: { orientation: booked, now: at('20:50'), joinError: joinRefusedMsg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(joinRefusedMsg)).toBeVisible();
  },
};

export const BookedEnded: Story = {
  args: { orientation: booked, now: at('22:05') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.joinClass.ended)).toBeVisible();
  },
};

/** No seats left and not booked: no button, "আসন পূর্ণ" (a shape and words, not only a colour). */
export const Full: Story = {
  args: { orientation: full },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.orientation.full)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The last seat went to someone else: the server's refusal, and the card refetched as full. */
export const BookingRefused: Story = {
  args: { orientation: full, error: orientationFullMsg },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(orientationFullMsg);
  },
};

/** Over, not booked (a list fetched before it ended): nothing to book. */
export const Ended: Story = { args: { now: at('22:30') } };

export const AsPageSection: Story = { args: { headingLevel: 2 } };

/** The booking as the page drives it: pressed, busy, booked — the badge is announced, focus stays on the card. */
export const BookThenJoin: Story = {
  render: function Flow(args) {
    const [current, setCurrent] = useState(orientation);
    const [booking, setBooking] = useState(false);
    return (
      <OrientationCard
        {...args}
        orientation={current}
        booking={booking}
        onBook={(o) => {
          args.onBook?.(o);
          setBooking(true);
          setTimeout(() => {
            setBooking(false);
            setCurrent({ ...o, booked: true, seats_left: o.seats_left - 1 });
          }, 300);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.orientation.book }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(bn.orientation.booked)).toBeVisible());
    await expect(canvas.getByText('২২টি আসন বাকি')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: orientation.title })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: bn.joinClass.join })).toBeDisabled();
  },
};
