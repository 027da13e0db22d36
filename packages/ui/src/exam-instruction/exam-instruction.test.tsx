import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { examEligibility, examIneligible, examInstruction } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ExamInstruction } from './exam-instruction';

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('ExamInstruction', () => {
  it('shows the title, the facts in Bengali digits and the instructions', () => {
    render(
      <ExamInstruction instruction={examInstruction} eligibility={examEligibility} onStart={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: examInstruction.title })).toBeTruthy();
    expect(fact(bn.examInstruction.duration)).toBe('৩০ মিনিট');
    expect(fact(bn.examInstruction.questions)).toBe('১০টি');
    expect(fact(bn.examInstruction.totalMarks)).toBe('২০');
    expect(fact(bn.examInstruction.passMarks)).toBe('১২');
    expect(fact(bn.examInstruction.attemptsLeft)).toBe('২টির মধ্যে ২টি');
    expect(fact(bn.examInstruction.closesAt)).toBe('২০ ডিসেম্বর, ২০২৬, রাত ১১:৫৯');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('is the page itself at level 1: the title is its h1, the instructions an h2', () => {
    render(
      <ExamInstruction
        instruction={examInstruction}
        eligibility={examEligibility}
        onStart={() => {}}
        headingLevel={1}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: examInstruction.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: bn.examInstruction.instructions })).toBeTruthy();
  });

  it('counts attempts left from the eligibility', () => {
    render(
      <ExamInstruction
        instruction={examInstruction}
        eligibility={{ ...examEligibility, attempts_used: 1 }}
        onStart={() => {}}
      />,
    );
    expect(fact(bn.examInstruction.attemptsLeft)).toBe('২টির মধ্যে ১টি');
  });

  it('starts, described by what starting means', async () => {
    const onStart = vi.fn();
    render(<ExamInstruction instruction={examInstruction} eligibility={examEligibility} onStart={onStart} />);
    const start = screen.getByRole('button', { name: bn.examInstruction.start });
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(bn.examInstruction.startNote(30))).toBeTruthy();
    await userEvent.click(start);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('resumes a running attempt; while loading it is busy and does not start twice', async () => {
    const onStart = vi.fn();
    render(
      <ExamInstruction
        instruction={examInstruction}
        eligibility={examEligibility}
        resume
        loading
        onStart={onStart}
      />,
    );
    const button = screen.getByRole('button', { name: new RegExp(bn.examInstruction.resume) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('not eligible: the reason and no button', () => {
    render(<ExamInstruction instruction={examInstruction} eligibility={examIneligible} onStart={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(examIneligible.reason as string)).toBeTruthy();
    expect(fact(bn.examInstruction.attemptsLeft)).toBe('২টির মধ্যে ০টি');
  });

  it('not eligible without a reason: a general one', () => {
    render(
      <ExamInstruction
        instruction={{ ...examInstruction, closes_at: null }}
        eligibility={{ ...examIneligible, reason: null }}
        onStart={() => {}}
      />,
    );
    expect(screen.getByText(bn.examInstruction.notEligible)).toBeTruthy();
    expect(screen.queryByText(bn.examInstruction.closesAt)).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <ExamInstruction instruction={examInstruction} eligibility={examEligibility} onStart={() => {}} />
        <ExamInstruction
          instruction={{ ...examInstruction, title: 'চূড়ান্ত পরীক্ষা' }}
          eligibility={examIneligible}
          onStart={() => {}}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
