import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { examQuestions, quickSave } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { QuestionNavigator } from './question-navigator';

const buttons = () => screen.getAllByRole('button');

describe('QuestionNavigator', () => {
  it('names every number with its state in words and marks the current one', () => {
    render(
      <QuestionNavigator
        questions={examQuestions}
        answers={quickSave.answers}
        flagged={[7103, 7105]}
        current={3}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: bn.questionNavigator.label })).toBeTruthy();
    expect(buttons()).toHaveLength(10);
    expect(buttons()[2]?.getAttribute('aria-label')).toBe('প্রশ্ন ৩, উত্তর দেওয়া হয়েছে, পরে দেখার জন্য চিহ্নিত');
    expect(buttons()[4]?.getAttribute('aria-label')).toBe('প্রশ্ন ৫, উত্তর বাকি, পরে দেখার জন্য চিহ্নিত');
    expect(buttons()[3]?.getAttribute('aria-current')).toBe('step');
    expect(buttons().filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByText(/১০টির মধ্যে ৩টির উত্তর দেওয়া হয়েছে/).textContent).toContain(
      bn.questionNavigator.flaggedCount(2),
    );
  });

  it('is one tab stop; arrows move focus by one and by a row, Home and End go to the ends', async () => {
    render(<QuestionNavigator questions={examQuestions} answers={[]} current={2} onSelect={() => {}} />);
    expect(buttons().map((b) => b.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1, -1, -1, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons()[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons()[3]);
    expect(buttons()[3]?.tabIndex).toBe(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons()[8]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons()[8]);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(buttons()[2]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons()[9]);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(buttons()[0]);
  });

  it('right-to-left: ← goes forward', () => {
    render(
      <QuestionNavigator questions={examQuestions} answers={[]} current={0} onSelect={() => {}} dir="rtl" />,
    );
    fireEvent.keyDown(buttons()[0] as HTMLButtonElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons()[1]);
  });

  it('Enter, Space and a click select', async () => {
    const onSelect = vi.fn();
    render(<QuestionNavigator questions={examQuestions} answers={[]} current={0} onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight} ');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.click(buttons()[6] as HTMLButtonElement);
    expect(onSelect).toHaveBeenLastCalledWith(6);
  });

  it('follows a new current question with its tab stop', () => {
    const { rerender } = render(
      <QuestionNavigator questions={examQuestions} answers={[]} current={0} onSelect={() => {}} />,
    );
    rerender(<QuestionNavigator questions={examQuestions} answers={[]} current={5} onSelect={() => {}} />);
    expect(buttons()[5]?.tabIndex).toBe(0);
    expect(buttons()[5]?.getAttribute('aria-current')).toBe('step');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <QuestionNavigator
        questions={examQuestions}
        answers={quickSave.answers}
        flagged={[7105]}
        current={3}
        onSelect={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
