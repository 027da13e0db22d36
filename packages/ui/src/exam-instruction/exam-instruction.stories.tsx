import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { examEligibility, examIneligible, examInstruction } from '../fixtures/contract-examples';
import { ExamInstruction } from './exam-instruction';

const meta = {
  title: 'Learning/Exam/ExamInstruction',
  component: ExamInstruction,
  args: { instruction: examInstruction, eligibility: examEligibility, onStart: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ExamInstruction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: examInstruction.title })).toBeVisible();
    await expect(canvas.getByText(bn.examInstruction.attemptsOf(2, 2))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.examInstruction.start }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const SecondAttempt: Story = { args: { eligibility: { ...examEligibility, attempts_used: 1 } } };

/** An attempt is running (the learner left the page): resume it. */
export const Resume: Story = {
  args: { resume: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: bn.examInstruction.resume }),
    ).toBeEnabled();
  },
};

export const Starting: Story = { args: { loading: true } };

export const NoAttemptsLeft: Story = {
  args: { eligibility: examIneligible },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(examIneligible.reason as string)).toBeVisible();
  },
};

export const NotOpenYet: Story = {
  args: {
    eligibility: {
      ...examEligibility,
      eligible: false,
      reason: 'পরীক্ষাটি ১০ ডিসেম্বর থেকে দেওয়া যাবে।',
    },
  },
};

/** The contract's second example: a final exam with one attempt and no closing date. */
export const FinalExamNoCloseDate: Story = {
  args: {
    instruction: {
      exam_id: 72,
      title: 'চূড়ান্ত পরীক্ষা',
      instructions: ['একবার জমা দিলে আর পরিবর্তন করা যাবে না।'],
      duration_minutes: 45,
      total_marks: 50,
      pass_marks: 30,
      questions_count: 25,
      attempts_allowed: 1,
      opens_at: '2027-02-20T00:00:00+06:00',
      closes_at: null,
    },
    eligibility: { ...examEligibility, attempts_allowed: 1 },
  },
};
