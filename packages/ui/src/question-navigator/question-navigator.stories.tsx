import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { examQuestions, quickSave } from '../fixtures/contract-examples';
import { QuestionNavigator } from './question-navigator';

const meta = {
  title: 'Learning/Exam/QuestionNavigator',
  component: QuestionNavigator,
  args: { questions: examQuestions, answers: [], flagged: [], current: 0, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
  // The page holds the current question; the story does too and still reports every selection.
  render: function Controlled(args) {
    const [current, setCurrent] = useState(args.current);
    return (
      <QuestionNavigator
        {...args}
        current={current}
        onSelect={(index) => {
          setCurrent(index);
          args.onSelect(index);
        }}
      />
    );
  },
} satisfies Meta<typeof QuestionNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The attempt has just opened: nothing answered, on question 1. */
export const JustStarted: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('button', {
      name: bn.questionNavigator.item(1, false, false),
    });
    await expect(first).toHaveAttribute('aria-current', 'step');
  },
};

/** Half-way: three answered (as quick-saved), one flagged, on question 4. Keyboard: one tab stop, arrows, Enter. */
export const MidExam: Story = {
  args: { answers: quickSave.answers, flagged: [7105], current: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toHaveAccessibleName(bn.questionNavigator.item(1, true, false));
    await expect(buttons[4]).toHaveAccessibleName(bn.questionNavigator.item(5, false, true));
    await userEvent.tab();
    await expect(buttons[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(buttons[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[9]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(buttons[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.keyboard('{End} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(9);
  },
};

export const AllAnswered: Story = {
  args: {
    answers: examQuestions.map((q) => ({ question: q.id, option_ids: [1] })),
    flagged: [7102, 7108],
    current: 9,
  },
};

export const FourColumns320: Story = {
  args: { answers: quickSave.answers, flagged: [7104], current: 2, columns: 4 },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
};
