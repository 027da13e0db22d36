import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { exam, examNow } from '../fixtures/contract-examples';
import { ExamTimer } from './exam-timer';

const deadline = exam.attempt.deadline_at; // 20:30 in Dhaka
/** A clock pinned at a time of the attempt's evening (10 December 2026, Dhaka). */
const at = (time: string) => () => new Date(`2026-12-10T${time}+06:00`).getTime();

const meta = {
  title: 'Learning/Exam/ExamTimer',
  component: ExamTimer,
  args: { deadlineAt: deadline, now: () => new Date(examNow).getTime(), onExpire: fn() },
} satisfies Meta<typeof ExamTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half-way through: 17 minutes 30 seconds left, nothing announced. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: bn.examTimer.label })).toHaveTextContent('১৭:৩০');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const FullTime: Story = { args: { now: at('20:00:00') } };

/** Five minutes left: the urgent look, in words too, and one polite announcement. */
export const FiveMinutesLeft: Story = {
  args: { now: at('20:25:00') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('০৫:০০');
    await expect(canvas.getByText(bn.examTimer.warning)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.examTimer.minutesLeft(5));
  },
};

export const LastMinute: Story = {
  args: { now: at('20:29:15') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('০০:৪৫');
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.examTimer.minutesLeft(1));
  },
};

/** The deadline has passed: 00:00, "time is up", and `onExpire` once (the page submits). */
export const TimeUp: Story = {
  args: { now: at('20:30:00') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('০০:০০');
    await expect(canvas.getByText(bn.examTimer.expired)).toBeVisible();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** On the real clock, two seconds before the five-minute mark: watch it turn urgent and speak once. */
export const CrossingFiveMinutes: Story = {
  args: { now: undefined },
  render: function Crossing(args) {
    const [deadlineAt] = useState(() => new Date(Date.now() + 5 * 60_000 + 2_000).toISOString());
    return <ExamTimer {...args} deadlineAt={deadlineAt} />;
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent(bn.examTimer.minutesLeft(5)), { timeout: 6000 });
  },
};
