import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { exam } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ExamTimer, examSecondsLeft, formatExamClock } from './exam-timer';

const deadline = exam.attempt.deadline_at; // 20:30 in Dhaka
const at = (time: string) => new Date(`2026-12-10T${time}+06:00`).getTime();
const clock = () => screen.getByRole('timer').textContent;
const status = () => screen.getByRole('status').textContent;

describe('examSecondsLeft and formatExamClock', () => {
  it('counts whole seconds up to the deadline and never below zero', () => {
    expect(examSecondsLeft(deadline, at('20:12:30'))).toBe(1050);
    expect(examSecondsLeft(deadline, at('20:12:30') + 400)).toBe(1050);
    expect(examSecondsLeft(deadline, at('20:31:00'))).toBe(0);
  });

  it('shows mm:ss in Bengali digits, minutes past sixty included', () => {
    expect(formatExamClock(1050)).toBe('১৭:৩০');
    expect(formatExamClock(59)).toBe('০০:৫৯');
    expect(formatExamClock(90 * 60)).toBe('৯০:০০');
  });
});

describe('ExamTimer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left as a labelled timer and announces nothing half-way through', () => {
    render(<ExamTimer deadlineAt={deadline} now={() => at('20:12:30')} />);
    expect(screen.getByRole('timer', { name: bn.examTimer.label }).textContent).toBe('১৭:৩০');
    expect(status()).toBe('');
    expect(screen.queryByText(bn.examTimer.warning)).toBeNull();
  });

  it('looks urgent and says so in words in the last five minutes', () => {
    const { container } = render(<ExamTimer deadlineAt={deadline} now={() => at('20:26:00')} />);
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('warning');
    expect(screen.getByText(bn.examTimer.warning)).toBeTruthy();
  });

  it('announces only at five minutes and at one minute left, never every second, and expires once', () => {
    vi.useFakeTimers();
    let t = at('20:23:30');
    const onExpire = vi.fn();
    render(<ExamTimer deadlineAt={deadline} now={() => t} onExpire={onExpire} />);
    const heard: Array<string | null> = [status()];
    const shown = new Set<string | null>([clock()]);
    for (let s = 0; s < 8 * 60; s += 1) {
      t += 1000;
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      shown.add(clock());
      if (heard[heard.length - 1] !== status()) heard.push(status());
    }
    expect(heard).toEqual(['', bn.examTimer.minutesLeft(5), bn.examTimer.minutesLeft(1)]);
    expect(shown.size).toBe(6 * 60 + 30 + 1); // every second shown, 06:30 down to 00:00
    expect(clock()).toBe('০০:০০');
    expect(screen.getByText(bn.examTimer.expired)).toBeTruthy();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when opened after the deadline, and again only for a new deadline', () => {
    const onExpire = vi.fn();
    const now = () => at('20:40:00');
    const { rerender } = render(<ExamTimer deadlineAt={deadline} now={now} onExpire={onExpire} />);
    rerender(<ExamTimer deadlineAt={deadline} now={now} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender(<ExamTimer deadlineAt="2026-12-10T20:35:00+06:00" now={now} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('does not expire when a later deadline arrives', () => {
    const onExpire = vi.fn();
    const now = () => at('20:20:00');
    const { rerender } = render(<ExamTimer deadlineAt={deadline} now={now} onExpire={onExpire} />);
    rerender(<ExamTimer deadlineAt="2026-12-10T21:00:00+06:00" now={now} onExpire={onExpire} />);
    expect(onExpire).not.toHaveBeenCalled();
    expect(clock()).toBe('৪০:০০');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <ExamTimer deadlineAt={deadline} now={() => at('20:12:30')} />
        <ExamTimer deadlineAt={deadline} now={() => at('20:29:00')} />
        <ExamTimer deadlineAt={deadline} now={() => at('20:30:00')} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
