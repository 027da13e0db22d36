import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { attendance } from '../fixtures/contract-examples';
import { AttendanceBadge } from './attendance-badge';

const meta = {
  title: 'Learning/Live/AttendanceBadge',
  component: AttendanceBadge,
  args: { attendance },
} satisfies Meta<typeof AttendanceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven of ten classes held so far: a fraction to the eye, a sentence to a screen reader. */
export const Attended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('উপস্থিত ৭/১০')).toBeVisible();
    await expect(canvas.getByText('১০টি ক্লাসের মধ্যে ৭টিতে উপস্থিত')).toBeInTheDocument();
  },
};

export const EveryClass: Story = { args: { attendance: { attended: 12, held: 12 } } };

export const NoneAttended: Story = { args: { attendance: { attended: 0, held: 3 } } };

/** The batch has not held a class yet. */
export const NoClassYet: Story = {
  args: { attendance: { attended: 0, held: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.attendance.none)).toBeVisible();
  },
};
