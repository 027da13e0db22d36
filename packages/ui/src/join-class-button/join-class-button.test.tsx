import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { liveClass } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { formatJoinWait, JoinClassButton, joinState } from './join-class-button';

// The class: starts 20:30, joining opens 20:15, ends 21:30 (Asia/Dhaka, 28 November 2026).
const at = (time: string) => new Date(`2026-11-28T${time}+06:00`).getTime();
const startsAt = liveClass.starts_at;
const times = { startsAt, durationMinutes: 60 };
const join = () => screen.getByRole('button', { name: new RegExp(bn.joinClass.join) }) as HTMLButtonElement;
const status = () => screen.getByRole('status').textContent;

describe('formatJoinWait', () => {
  it.each([
    { ms: 45_000, want: '৪৫ সেকেন্ড' },
    { ms: 200, want: '১ সেকেন্ড' },
    { ms: 59_400, want: '১ মিনিট' },
    { ms: 14 * 60_000 + 1_000, want: '১৫ মিনিট' },
    { ms: 60 * 60_000, want: '১ ঘণ্টা' },
    { ms: (2 * 60 + 10) * 60_000, want: '২ ঘণ্টা ১০ মিনিট' },
    { ms: (2 * 60 + 9) * 60_000 + 30_000, want: '২ ঘণ্টা ১০ মিনিট' },
    { ms: (3 * 24 + 2) * 3600_000 + 60_000, want: '৩ দিন ২ ঘণ্টা' },
    { ms: 24 * 3600_000, want: '১ দিন' },
  ])('$ms ms → $want', ({ ms, want }) => {
    expect(formatJoinWait(ms)).toBe(want);
  });
});

describe('joinState', () => {
  it.each([
    { now: '20:14:59', status: undefined, want: 'upcoming' },
    { now: '20:15:00', status: undefined, want: 'open' },
    { now: '20:30:00', status: undefined, want: 'live' },
    { now: '21:30:00', status: undefined, want: 'ended' },
    { now: '20:10:00', status: 'open', want: 'open' },
    { now: '20:45:00', status: 'ended', want: 'ended' },
    { now: '20:45:00', status: 'upcoming', want: 'live' },
  ] as const)('at $now with server status $status → $want', ({ now, status, want }) => {
    expect(joinState({ ...times, status }, at(now))).toBe(want);
  });
});

describe('JoinClassButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('before the window: no active button, and how long until joining opens, outside any live region', () => {
    render(<JoinClassButton {...times} now={() => at('18:05:00')} onJoin={() => {}} />);
    expect(join().disabled).toBe(true);
    const wait = screen.getByText('যোগ দেওয়া যাবে ২ ঘণ্টা ১০ মিনিট পরে');
    expect(
      wait.closest('[aria-live], [role="status"], [role="alert"], [role="timer"], [role="log"]'),
    ).toBeNull();
    expect(join().getAttribute('aria-describedby')).toBe(wait.id);
    expect(status()).toBe('');
  });

  it('in the window: an enabled primary button that joins by click and by keyboard', async () => {
    const onJoin = vi.fn();
    render(<JoinClassButton {...times} now={() => at('20:20:00')} onJoin={onJoin} />);
    const button = join();
    expect(button.disabled).toBe(false);
    expect(button.dataset.variant).toBe('primary');
    expect(screen.queryByText(/যোগ দেওয়া যাবে .* পরে/)).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onJoin).toHaveBeenCalledTimes(3);
  });

  it('while the class runs: still joinable', () => {
    render(<JoinClassButton {...times} now={() => at('21:29:00')} onJoin={() => {}} />);
    expect(join().disabled).toBe(false);
  });

  it('after the end: "the class has ended" and no button', () => {
    render(<JoinClassButton {...times} now={() => at('21:30:00')} onJoin={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(bn.joinClass.ended)).toBeTruthy();
  });

  it("trusts the server's status: ended stays ended, open opens a clock that runs behind", () => {
    const { rerender } = render(
      <JoinClassButton {...times} status="ended" now={() => at('20:45:00')} onJoin={() => {}} />,
    );
    expect(screen.getByText(bn.joinClass.ended)).toBeTruthy();
    rerender(<JoinClassButton {...times} status="open" now={() => at('20:10:00')} onJoin={() => {}} />);
    expect(join().disabled).toBe(false);
  });

  it('joining: "যুক্ত হচ্ছে…", busy, announced, and does not join twice', async () => {
    const onJoin = vi.fn();
    const now = () => at('20:20:00');
    const { rerender } = render(<JoinClassButton {...times} now={now} onJoin={onJoin} />);
    expect(status()).toBe('');
    rerender(<JoinClassButton {...times} now={now} onJoin={onJoin} loading />);
    const button = screen.getByRole('button', { name: new RegExp(bn.joinClass.joining) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(status()).toBe(bn.joinClass.joining);
    await userEvent.click(button);
    expect(onJoin).not.toHaveBeenCalled();
    rerender(<JoinClassButton {...times} now={now} onJoin={onJoin} />);
    expect(status()).toBe('');
  });

  it("shows the server's refusal as an alert that describes the button", () => {
    const msg = 'এই ক্লাসে যোগ দেওয়ার অনুমতি নেই।';
    render(<JoinClassButton {...times} now={() => at('20:20:00')} onJoin={() => {}} error={msg} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(msg);
    const ids = join().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain(alert.querySelector('p')?.id);
  });

  it('passes the caller’s description on to the button', () => {
    render(
      <>
        <h3 id="title">মাখরাজ অনুশীলন</h3>
        <JoinClassButton {...times} now={() => at('20:20:00')} onJoin={() => {}} aria-describedby="title" />
      </>,
    );
    expect(join().getAttribute('aria-describedby')).toBe('title');
  });

  it('counts down by itself, opens when the clock crosses the opening and announces that once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('20:14:57'));
    render(<JoinClassButton {...times} onJoin={() => {}} />);
    expect(screen.getByText(bn.joinClass.opensIn('৩ সেকেন্ড'))).toBeTruthy();
    expect(join().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(bn.joinClass.opensIn('২ সেকেন্ড'))).toBeTruthy();
    expect(status()).toBe('');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(join().disabled).toBe(false);
    expect(status()).toBe(bn.joinClass.nowOpen);
    const heard = new Set([status()]);
    for (let s = 0; s < 20 * 60; s += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      heard.add(status());
    }
    // 20:35: live now, and nothing more was said.
    expect(heard).toEqual(new Set([bn.joinClass.nowOpen]));
    expect(join().disabled).toBe(false);
  });

  it('says nothing when it is already open on arrival', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('20:20:00'));
    render(<JoinClassButton {...times} onJoin={() => {}} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(status()).toBe('');
  });

  it('closes by itself at the end', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('21:29:59'));
    render(<JoinClassButton {...times} onJoin={() => {}} />);
    expect(join().disabled).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(bn.joinClass.ended)).toBeTruthy();
  });

  it('re-renders only when the shown words change: once a minute while minutes are shown', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('20:00:00'));
    const onRender = vi.fn();
    render(
      <Profiler id="join" onRender={onRender}>
        <JoinClassButton {...times} onJoin={() => {}} />
      </Profiler>,
    );
    const before = onRender.mock.calls.length;
    for (let s = 0; s < 5 * 60 * 4; s += 1) {
      act(() => {
        vi.advanceTimersByTime(250);
      });
    }
    expect(screen.getByText(bn.joinClass.opensIn('১০ মিনিট'))).toBeTruthy();
    expect(onRender.mock.calls.length - before).toBe(5);
  });

  it('in the last minute: at most one render a second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('20:14:00'));
    const onRender = vi.fn();
    render(
      <Profiler id="join" onRender={onRender}>
        <JoinClassButton {...times} onJoin={() => {}} />
      </Profiler>,
    );
    const before = onRender.mock.calls.length;
    for (let s = 0; s < 30 * 4; s += 1) {
      act(() => {
        vi.advanceTimersByTime(250);
      });
    }
    expect(screen.getByText(bn.joinClass.opensIn('৩০ সেকেন্ড'))).toBeTruthy();
    // 14:00 → 14:30: '১ মিনিট' until 14:00 passes, then ৫৯ … ৩০ seconds.
    expect(onRender.mock.calls.length - before).toBe(30);
  });

  it('does nothing on a disabled button', () => {
    const onJoin = vi.fn();
    render(<JoinClassButton {...times} now={() => at('18:00:00')} onJoin={onJoin} />);
    fireEvent.click(join());
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <JoinClassButton {...times} now={() => at('18:00:00')} onJoin={() => {}} />
        <JoinClassButton {...times} now={() => at('20:20:00')} onJoin={() => {}} />
        <JoinClassButton {...times} now={() => at('20:20:00')} onJoin={() => {}} loading />
        <JoinClassButton
          {...times}
          now={() => at('20:20:00')}
          onJoin={() => {}}
          error="এই ক্লাসে যোগ দেওয়ার অনুমতি নেই।"
        />
        <JoinClassButton {...times} now={() => at('22:00:00')} onJoin={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
