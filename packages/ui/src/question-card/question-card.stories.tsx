import type { Meta, StoryObj } from '@storybook/react-vite';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { examQuestions } from '../fixtures/contract-examples';
import { QuestionCard } from './question-card';

const [makhraj, written, halqi, bismillah] = examQuestions as [
  V3Schemas['Question'],
  V3Schemas['Question'],
  V3Schemas['Question'],
  V3Schemas['Question'],
];

const meta = {
  title: 'Learning/Exam/QuestionCard',
  component: QuestionCard,
  args: { question: makhraj, index: 0, total: 10, answer: undefined, onAnswer: fn(), onFlag: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
  // Controlled, as the exam page holds the answers: the story keeps them and still reports every event.
  render: function Controlled(args) {
    const [answer, setAnswer] = useState(args.answer);
    const [flagged, setFlagged] = useState(args.flagged ?? false);
    return (
      <QuestionCard
        {...args}
        answer={answer}
        flagged={flagged}
        onAnswer={(next) => {
          setAnswer(next);
          args.onAnswer(next);
        }}
        onFlag={
          args.onFlag &&
          ((next) => {
            setFlagged(next);
            args.onFlag?.(next);
          })
        }
      />
    );
  },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single choice about a letter shown in the Quran face; operable with the keyboard alone. */
export const SingleChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /প্রশ্ন ১ \/ ১০/ })).toBeVisible();
    const [halq, lips] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(halq).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(halq).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(lips).toBeChecked();
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ question: 7101, option_ids: [2] });
  },
};

export const SingleChoiceAnswered: Story = { args: { answer: { question: 7101, option_ids: [1] } } };

/** A verse as the question's text: large, right-to-left, Arabic. */
export const WithVerse: Story = {
  args: { question: bismillah, index: 3 },
  play: async ({ canvasElement }) => {
    const verse = within(canvasElement).getByText('بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ');
    await expect(verse).toHaveAttribute('lang', 'ar');
    await expect(verse).toHaveAttribute('dir', 'rtl');
  },
};

/** Multi choice whose options are Arabic letters. */
export const MultiChoice: Story = {
  args: { question: halqi, index: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ء' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'ح' })).toBeChecked();
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ question: 7103, option_ids: [1, 3] });
  },
};

export const MultiChoiceAnswered: Story = {
  args: { question: halqi, index: 2, answer: { question: 7103, option_ids: [1, 3] } },
};

export const ShortText: Story = {
  args: { question: written, index: 1 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: bn.question.answer }), 'ء ه');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ question: 7102, text: 'ء ه' });
  },
};

export const ShortTextAnswered: Story = {
  args: { question: written, index: 1, answer: { question: 7102, text: 'ء ه ع ح غ خ' } },
};

export const Flagged: Story = {
  args: { flagged: true, answer: { question: 7101, option_ids: [1] } },
  play: async ({ args, canvasElement }) => {
    const flag = within(canvasElement).getByRole('button', { name: bn.question.flag });
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFlag).toHaveBeenLastCalledWith(false);
  },
};

/** Time is up or the attempt is being submitted: the answer shows but cannot change. */
export const ReadOnly: Story = {
  args: { disabled: true, answer: { question: 7101, option_ids: [1] } },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const WithoutFlag: Story = { args: { onFlag: undefined } };
