import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { exam, failedSubmission, gradedSubmission, pendingSubmission } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ExamResult, examOutcome } from './exam-result';

const items = () => screen.getAllByRole('listitem');
const fact = (item: HTMLElement, term: string) =>
  within(item).getByText(term).nextElementSibling?.textContent;

describe('examOutcome', () => {
  it('passed, failed, pending, in progress', () => {
    expect(examOutcome(gradedSubmission)).toBe('passed');
    expect(examOutcome(failedSubmission)).toBe('failed');
    expect(examOutcome(pendingSubmission)).toBe('pending');
    expect(examOutcome({ ...gradedSubmission, status: 'in-progress', score: null, passed: null })).toBe(
      'in-progress',
    );
  });
});

describe('ExamResult', () => {
  it('shows the score out of the total and passed, in Bengali', () => {
    render(<ExamResult submission={gradedSubmission} questions={exam.questions} passMarks={12} />);
    expect(screen.getByRole('heading', { name: bn.examResult.title })).toBeTruthy();
    expect(screen.getByText(bn.examResult.status.passed)).toBeTruthy();
    expect(screen.getByText('১৫ / ২০')).toBeTruthy();
    expect(screen.getByText(bn.examResult.passMarks(12))).toBeTruthy();
    expect(screen.getByText(/জমা দিয়েছেন: ১০ ডিসেম্বর, ২০২৬, রাত ৮:২৪/)).toBeTruthy();
  });

  it('reviews each question: the answer and the correct one by their option texts, marks awarded', () => {
    render(<ExamResult submission={gradedSubmission} questions={exam.questions} />);
    expect(items()).toHaveLength(10);
    const [first, second, third] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(bn.examResult.verdict.correct)).toBeTruthy();
    expect(fact(first, bn.examResult.yourAnswer)).toBe('হলক (কণ্ঠনালী)');
    expect(fact(first, bn.examResult.correctAnswer)).toBe('হলক (কণ্ঠনালী)');
    expect(fact(first, bn.examResult.awarded)).toBe('২ / ২');
    // A written answer: the accepted answers, in Arabic.
    expect(fact(second, bn.examResult.acceptedAnswers)).toBe('ء ه ع ح غ خ');
    expect(within(second).getAllByText('ء ه ع ح غ خ')[0]?.getAttribute('lang')).toBe('ar');
    // Multi-choice, one letter short: wrong, no marks.
    expect(within(third).getByText(bn.examResult.verdict.wrong)).toBeTruthy();
    expect(fact(third, bn.examResult.yourAnswer)).toBe('ء');
    expect(fact(third, bn.examResult.correctAnswer)).toBe('ء, ح');
    expect(fact(third, bn.examResult.awarded)).toBe('০ / ২');
  });

  it('says so when a question was left unanswered, and when a teacher marks written answers', () => {
    render(<ExamResult submission={gradedSubmission} questions={exam.questions} />);
    const seventh = items()[6] as HTMLElement;
    expect(within(seventh).getByText(bn.examResult.verdict.unanswered)).toBeTruthy();
    expect(fact(seventh, bn.examResult.yourAnswer)).toBe(bn.examResult.noAnswer);
    const tenth = items()[9] as HTMLElement;
    expect(fact(tenth, bn.examResult.acceptedAnswers)).toBe(bn.examResult.teacherMarks);
  });

  it("reads the option texts from the submission's own questions when the page has none (a result read later)", () => {
    render(<ExamResult submission={gradedSubmission} />);
    const third = items()[2] as HTMLElement;
    expect(fact(third, bn.examResult.correctAnswer)).toBe('ء, ح');
    expect(within(third).getByText('কোন কোন হরফ হলকি?')).toBeTruthy();
  });

  it('failed', () => {
    render(<ExamResult submission={failedSubmission} questions={exam.questions} />);
    expect(screen.getByText(bn.examResult.status.failed)).toBeTruthy();
    expect(screen.getByText('৯ / ২০')).toBeTruthy();
  });

  it('waiting for a teacher: no score yet, the question waits', () => {
    render(<ExamResult submission={pendingSubmission} questions={exam.questions} />);
    expect(screen.getByText(bn.examResult.status.pending)).toBeTruthy();
    expect(screen.getByText(bn.examResult.pendingNote)).toBeTruthy();
    expect(screen.queryByText(bn.examResult.score)).toBeNull();
    const tenth = items()[9] as HTMLElement;
    expect(within(tenth).getByText(bn.examResult.verdict.pending)).toBeTruthy();
    expect(fact(tenth, bn.examResult.awarded)).toBe(bn.examResult.awaiting);
  });

  it('in progress: no review yet', () => {
    render(
      <ExamResult
        submission={{
          ...gradedSubmission,
          status: 'in-progress',
          score: null,
          passed: null,
          review: null,
          questions: null,
        }}
        questions={exam.questions}
      />,
    );
    expect(screen.getByText(bn.examResult.status['in-progress'])).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ExamResult submission={pendingSubmission} questions={exam.questions} passMarks={12} />,
    );
    await expectNoAxeViolations(container);
  });
});
