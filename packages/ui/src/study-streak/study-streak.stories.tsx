import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { studyWeek } from '../fixtures/study-week';
import { StudyStreak } from './study-streak';

const week = studyWeek;

const meta = {
  title: 'Learning/StudyStreak',
  component: StudyStreak,
  args: {
    currentDays: 2,
    longestDays: 12,
    todayActive: true,
    week,
    weekMinutes: 64,
    goalMinutes: 150,
    onSetGoal: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StudyStreak>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two days in a row, today done, 64 of a 150-minute goal. */
export const OnTrack: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('value', '64');
  },
};

/** Today not yet studied: the streak stands from yesterday, and the page asks for a lesson. */
export const TodayWaiting: Story = {
  args: {
    todayActive: false,
    week: week.map((day, index) => (index === 1 ? { ...day, active: false, minutes: 0 } : day)),
  },
};

/** No goal yet: the minutes watched, and the field to set one. */
export const NoGoal: Story = {
  args: { goalMinutes: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('সাপ্তাহিক লক্ষ্য (মিনিট)'), '90');
    await userEvent.click(canvas.getByRole('button', { name: 'লক্ষ্য ঠিক করুন' }));
    await expect(args.onSetGoal).toHaveBeenCalledWith(90);
  },
};

/** The goal met this week. */
export const GoalMet: Story = { args: { weekMinutes: 180 } };
