import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { V3Schemas } from '@tilawat/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { liveClass } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { liveClassState, UpcomingClassCard } from './upcoming-class-card';

// The class: starts 20:30, link opens 20:15, lasts 60 minutes (Asia/Dhaka, 28 November 2026).
const at = (time: string) => new Date(`2026-11-28T${time}:00+06:00`).getTime();

describe('liveClassState', () => {
  it.each([
    { now: '10:00', status: 'upcoming', want: 'upcoming' },
    { now: '20:14', status: 'upcoming', want: 'upcoming' },
    { now: '20:15', status: 'upcoming', want: 'open' },
    { now: '20:10', status: 'open', want: 'open' },
    { now: '20:30', status: 'open', want: 'live' },
    { now: '21:29', status: 'open', want: 'live' },
    { now: '21:30', status: 'open', want: 'ended' },
    { now: '20:40', status: 'ended', want: 'ended' },
  ] as const)('at $now with status $status → $want', ({ now, status, want }) => {
    expect(liveClassState({ ...liveClass, status }, at(now))).toBe(want);
  });
});

describe('UpcomingClassCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const join = () => screen.getByRole('button', { name: new RegExp(bn.liveClass.join) }) as HTMLButtonElement;

  it('before the window: shows when, counts down, keeps join disabled and says how long until it opens', () => {
    render(<UpcomingClassCard liveClass={liveClass} now={at('18:00')} onJoin={() => {}} />);
    expect(screen.getByText(bn.liveClass.status.upcoming)).toBeTruthy();
    expect(screen.getByText('শনিবার, ২৮ নভেম্বর, রাত ৮:৩০')).toBeTruthy();
    expect(screen.getByText('২:৩০:০০')).toBeTruthy();
    expect(join().disabled).toBe(true);
    expect(screen.getByText(bn.joinClass.opensIn('২ ঘণ্টা ১৫ মিনিট'))).toBeTruthy();
  });

  it('far ahead: the countdown reads as days', () => {
    render(<UpcomingClassCard liveClass={liveClass} now="2026-11-25T18:00:00+06:00" />);
    expect(screen.getByText('৩ দিন পর')).toBeTruthy();
  });

  it('in the window: join is enabled and raises onJoin', async () => {
    const onJoin = vi.fn();
    render(<UpcomingClassCard liveClass={liveClass} now={at('20:20')} onJoin={onJoin} />);
    expect(screen.getByText(bn.liveClass.status.open)).toBeTruthy();
    expect(screen.getByText('১০:০০')).toBeTruthy();
    await userEvent.click(join());
    expect(onJoin).toHaveBeenCalledWith(liveClass);
  });

  it('while live: join stays enabled', () => {
    render(
      <UpcomingClassCard liveClass={{ ...liveClass, status: 'open' }} now={at('20:45')} onJoin={() => {}} />,
    );
    expect(screen.getByText(bn.liveClass.status.live)).toBeTruthy();
    expect(join().disabled).toBe(false);
  });

  it("a clock running behind: the server's open opens the join button", () => {
    render(
      <UpcomingClassCard liveClass={{ ...liveClass, status: 'open' }} now={at('20:10')} onJoin={() => {}} />,
    );
    expect(screen.getByText(bn.liveClass.status.open)).toBeTruthy();
    expect(join().disabled).toBe(false);
  });

  it("a refused join: the server's message beside the button", () => {
    render(
      <UpcomingClassCard
        liveClass={liveClass}
        now={at('20:20')}
        onJoin={() => {}}
        joinError="এই ক্লাসে যোগ দেওয়ার অনুমতি নেই।"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('এই ক্লাসে যোগ দেওয়ার অনুমতি নেই।');
  });

  it('ended: no join button, a note instead', () => {
    render(
      <UpcomingClassCard
        liveClass={{ ...liveClass, status: 'ended' } satisfies V3Schemas['LiveClass']}
        now={at('22:00')}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(bn.liveClass.ended)).toBeTruthy();
  });

  it('without onJoin: informs only, with no join button that would do nothing', () => {
    render(<UpcomingClassCard liveClass={{ ...liveClass, status: 'open' }} now={at('20:45')} />);
    expect(screen.getByText(bn.liveClass.status.live)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ticks by itself and opens the join button when the window opens', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('20:14') + 58_000);
    render(<UpcomingClassCard liveClass={liveClass} onJoin={() => {}} />);
    expect(join().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(join().disabled).toBe(false);
    expect(screen.getByText(bn.liveClass.status.open)).toBeTruthy();
    // Said once, by the join control; the status pill is not a second live region beside it.
    expect(screen.getByRole('status').textContent).toBe(bn.joinClass.nowOpen);
    expect(screen.getByText(bn.liveClass.status.open).closest('[aria-live]')).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <UpcomingClassCard liveClass={liveClass} now={at('18:00')} onJoin={() => {}} />
        <UpcomingClassCard liveClass={liveClass} now={at('20:20')} onJoin={() => {}} joining />
        <UpcomingClassCard liveClass={liveClass} now={at('20:45')} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
