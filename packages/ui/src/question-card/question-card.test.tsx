import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { examQuestions } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { isArabicText, QuestionCard, type QuestionCardProps } from './question-card';

const [makhraj, written, halqi, bismillah] = examQuestions as [
  V3Schemas['Question'],
  V3Schemas['Question'],
  V3Schemas['Question'],
  V3Schemas['Question'],
];

function Controlled(props: Omit<QuestionCardProps, 'answer'> & { answer?: V3Schemas['SubmissionAnswer'] }) {
  const [answer, setAnswer] = useState(props.answer);
  return (
    <QuestionCard
      {...props}
      answer={answer}
      onAnswer={(next) => {
        setAnswer(next);
        props.onAnswer(next);
      }}
    />
  );
}

describe('isArabicText', () => {
  it('is true only for Arabic script (with harakat)', () => {
    expect(isArabicText('ح')).toBe(true);
    expect(isArabicText('بِسْمِ اللَّهِ')).toBe(true);
    expect(isArabicText('হলক (কণ্ঠনালী)')).toBe(false);
    expect(isArabicText('   ')).toBe(false);
  });
});

describe('QuestionCard', () => {
  it('is a group named by its number (Bengali digits), marks and prompt', () => {
    render(<QuestionCard question={makhraj} index={2} total={10} answer={undefined} onAnswer={() => {}} />);
    const group = screen.getByRole('group');
    expect(group.textContent).toContain('প্রশ্ন ৩ / ১০');
    expect(screen.getByRole('group', { name: /প্রশ্ন ৩ \/ ১০.*২ নম্বর.*নিচের হরফটির মাখরাজ কোথায়\?/ })).toBe(group);
    expect(screen.getByRole('group', { description: /ع.*একটি উত্তর বেছে নিন/ })).toBe(group);
  });

  it('shows the Quranic text right-to-left in Arabic', () => {
    render(<QuestionCard question={bismillah} index={3} total={10} answer={undefined} onAnswer={() => {}} />);
    const verse = screen.getByText('بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ');
    expect(verse.getAttribute('lang')).toBe('ar');
    expect(verse.getAttribute('dir')).toBe('rtl');
  });

  it('single choice: labelled radios, controlled, reports the one option', async () => {
    const onAnswer = vi.fn();
    const { rerender } = render(
      <QuestionCard question={makhraj} index={0} total={10} answer={undefined} onAnswer={onAnswer} />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'ঠোঁট' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ question: 7101, option_ids: [2] });
    // Controlled: nothing is checked until the parent passes the answer.
    expect((screen.getByRole('radio', { name: 'ঠোঁট' }) as HTMLInputElement).checked).toBe(false);
    rerender(
      <QuestionCard
        question={makhraj}
        index={0}
        total={10}
        answer={{ question: 7101, option_ids: [2] }}
        onAnswer={onAnswer}
      />,
    );
    expect((screen.getByRole('radio', { name: 'ঠোঁট' }) as HTMLInputElement).checked).toBe(true);
  });

  // Arrow keys in the radio group are native; the SingleChoice story proves them in Chromium (jsdom lacks CSS.escape).

  it('multi choice: Arabic options in the Quran face; ticks in option order; none ticked is unanswered', async () => {
    const onAnswer = vi.fn();
    render(<Controlled question={halqi} index={2} total={10} onAnswer={onAnswer} />);
    const alif = screen.getByRole('checkbox', { name: 'ء' });
    expect(screen.getByText('ء').getAttribute('lang')).toBe('ar');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ح' }));
    await userEvent.click(alif);
    expect(onAnswer).toHaveBeenLastCalledWith({ question: 7103, option_ids: [1, 3] });
    await userEvent.click(alif);
    expect(onAnswer).toHaveBeenLastCalledWith({ question: 7103, option_ids: [3] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'ح' }));
    expect(onAnswer).toHaveBeenLastCalledWith(undefined);
  });

  it('short text: a labelled textarea; blank is unanswered', async () => {
    const onAnswer = vi.fn();
    render(<Controlled question={written} index={1} total={10} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox', { name: bn.question.answer });
    expect(box.getAttribute('dir')).toBe('auto');
    await userEvent.type(box, 'ء ه');
    expect(onAnswer).toHaveBeenLastCalledWith({ question: 7102, text: 'ء ه' });
    await userEvent.clear(box);
    expect(onAnswer).toHaveBeenLastCalledWith(undefined);
  });

  it('flag for later: a toggle button with aria-pressed', async () => {
    const onFlag = vi.fn();
    const { rerender } = render(
      <QuestionCard
        question={makhraj}
        index={0}
        total={10}
        answer={undefined}
        onAnswer={() => {}}
        onFlag={onFlag}
      />,
    );
    const flag = screen.getByRole('button', { name: bn.question.flag });
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(flag);
    expect(onFlag).toHaveBeenCalledWith(true);
    rerender(
      <QuestionCard
        question={makhraj}
        index={0}
        total={10}
        answer={undefined}
        onAnswer={() => {}}
        flagged
        onFlag={onFlag}
      />,
    );
    expect(flag.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(flag);
    expect(onFlag).toHaveBeenLastCalledWith(false);
  });

  it('disabled: nothing can change', async () => {
    const onAnswer = vi.fn();
    render(
      <QuestionCard
        question={makhraj}
        index={0}
        total={10}
        answer={undefined}
        onAnswer={onAnswer}
        disabled
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'ঠোঁট' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <QuestionCard
          question={makhraj}
          index={0}
          total={10}
          answer={{ question: 7101, option_ids: [1] }}
          onAnswer={() => {}}
          onFlag={() => {}}
          flagged
        />
        <QuestionCard
          question={halqi}
          index={2}
          total={10}
          answer={undefined}
          onAnswer={() => {}}
          onFlag={() => {}}
        />
        <QuestionCard
          question={written}
          index={1}
          total={10}
          answer={{ question: 7102, text: 'ء ه ع ح غ خ' }}
          onAnswer={() => {}}
          disabled
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
