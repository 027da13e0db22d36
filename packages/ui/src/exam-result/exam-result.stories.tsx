import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { exam, failedSubmission, gradedSubmission, pendingSubmission } from '../fixtures/contract-examples';
import { ExamResult } from './exam-result';

const meta = {
  title: 'Learning/Exam/ExamResult',
  component: ExamResult,
  args: { submission: gradedSubmission, passMarks: exam.pass_marks },
  decorators: [(Story) => <div style={{ maxInlineSize: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof ExamResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Graded and passed: 15 of 20, with the review of every question. */
export const Passed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.examResult.status.passed)).toBeVisible();
    await expect(canvas.getByText('১৫ / ২০')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

export const Failed: Story = {
  args: { submission: failedSubmission },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.examResult.status.failed)).toBeVisible();
  },
};

/** Submitted; a written answer waits for the teacher: no score yet, that question says so. */
export const WaitingForTeacher: Story = {
  args: { submission: pendingSubmission },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.examResult.status.pending)).toBeVisible();
    await expect(canvas.queryByText(bn.examResult.score)).toBeNull();
    await expect(canvas.getByText(bn.examResult.verdict.pending)).toBeVisible();
  },
};

/** The contract's own example: one question, all right. */
export const OneQuestion: Story = {
  args: {
    submission: {
      ...gradedSubmission,
      score: 2,
      total_marks: 2,
      review: gradedSubmission.review?.slice(0, 1) ?? null,
    },
    passMarks: 1,
  },
};

/** Opened while the attempt still runs (no review yet): says so, shows no score. */
export const StillInProgress: Story = {
  args: {
    submission: {
      ...gradedSubmission,
      status: 'in-progress',
      score: null,
      passed: null,
      review: null,
      questions: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.examResult.status['in-progress'])).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
