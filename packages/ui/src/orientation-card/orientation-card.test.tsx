import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { orientation, orientationFullMsg } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { OrientationCard, orientationCardState } from './orientation-card';

// The webinar: 28 November 2026, 21:00–22:00 in Dhaka; joining opens 20:45.
const at = (time: string) => () => new Date(`2026-11-28T${time}:00+06:00`).getTime();
const booked = { ...orientation, booked: true, seats_left: 22 };
const full = { ...orientation, seats_left: 0 };
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('orientationCardState', () => {
  it.each([
    { o: orientation, now: '10:00', want: 'open' },
    { o: full, now: '10:00', want: 'full' },
    { o: booked, now: '10:00', want: 'booked' },
    { o: booked, now: '23:00', want: 'booked' },
    { o: orientation, now: '22:00', want: 'ended' },
    { o: full, now: '22:30', want: 'ended' },
  ])('$want at $now', ({ o, now, want }) => {
    expect(orientationCardState(o, at(now)())).toBe(want);
  });
});

describe('OrientationCard', () => {
  it('shows the title as a heading, the host, when, how long, what about and the seats left', () => {
    render(<OrientationCard orientation={orientation} now={at('10:00')} onBook={() => {}} />);
    expect(screen.getByRole('heading', { level: 3, name: orientation.title })).toBeTruthy();
    expect(fact(bn.orientation.host)).toBe(orientation.host);
    expect(fact(bn.orientation.when)).toBe('২৮ নভেম্বর, ২০২৬, রাত ৯:০০');
    expect(fact(bn.orientation.length)).toBe('৬০ মিনিট');
    expect(screen.getByText(orientation.description)).toBeTruthy();
    expect(screen.getByText('২৩টি আসন বাকি')).toBeTruthy();
    expect(screen.getByRole('article', { name: orientation.title })).toBeTruthy();
  });

  it('takes the heading level of its page', () => {
    render(<OrientationCard orientation={orientation} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: orientation.title })).toBeTruthy();
  });

  it('not booked with seats left: books, described by the title', async () => {
    const onBook = vi.fn();
    render(<OrientationCard orientation={orientation} now={at('10:00')} onBook={onBook} />);
    const book = screen.getByRole('button', { name: bn.orientation.book });
    expect(book.getAttribute('aria-describedby')).toBe(screen.getByRole('heading').id);
    await userEvent.click(book);
    expect(onBook).toHaveBeenCalledWith(orientation);
    expect(screen.queryByText(bn.orientation.booked)).toBeNull();
  });

  it('while booking: busy, and not booked twice', async () => {
    const onBook = vi.fn();
    render(<OrientationCard orientation={orientation} now={at('10:00')} onBook={onBook} booking />);
    const book = screen.getByRole('button', { name: new RegExp(bn.orientation.book) });
    expect(book.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });

  it("a refused booking: the server's message as an alert", () => {
    render(
      <OrientationCard orientation={full} now={at('10:00')} onBook={() => {}} error={orientationFullMsg} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(orientationFullMsg);
  });

  it('full and not booked: "আসন পূর্ণ" and no button', () => {
    render(<OrientationCard orientation={full} now={at('10:00')} onBook={() => {}} onJoin={() => {}} />);
    expect(screen.getByText(bn.orientation.full)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('booked: the badge and a join control that waits for the window', () => {
    render(<OrientationCard orientation={booked} now={at('10:00')} onBook={() => {}} onJoin={() => {}} />);
    expect(screen.getAllByRole('status')[0]?.textContent).toBe(bn.orientation.booked);
    expect(screen.queryByRole('button', { name: bn.orientation.book })).toBeNull();
    const join = screen.getByRole('button', { name: bn.joinClass.join }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    expect(screen.getByText(bn.joinClass.opensIn('১০ ঘণ্টা ৪৫ মিনিট'))).toBeTruthy();
  });

  it('booked, in the window: joins, shows joining and the server’s refusal', async () => {
    const onJoin = vi.fn();
    const { rerender } = render(<OrientationCard orientation={booked} now={at('20:50')} onJoin={onJoin} />);
    await userEvent.click(screen.getByRole('button', { name: bn.joinClass.join }));
    expect(onJoin).toHaveBeenCalledWith(booked);
    rerender(<OrientationCard orientation={booked} now={at('20:50')} onJoin={onJoin} joining />);
    expect(screen.getByRole('button', { name: new RegExp(bn.joinClass.joining) })).toBeTruthy();
    rerender(
      <OrientationCard orientation={booked} now={at('20:50')} onJoin={onJoin} joinError="লিংক পাওয়া যায়নি।" />,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('লিংক পাওয়া যায়নি।');
  });

  it('booked, after the end: the join control says the class has ended', () => {
    render(<OrientationCard orientation={booked} now={at('22:10')} onJoin={() => {}} />);
    expect(screen.getByText(bn.joinClass.ended)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('over and not booked: no book button, a note instead', () => {
    render(<OrientationCard orientation={orientation} now={at('22:10')} onBook={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(bn.orientation.ended)).toBeTruthy();
  });

  it('when the booking lands, the keyboard stays on the card: focus on its title', async () => {
    const now = at('10:00');
    const { rerender } = render(<OrientationCard orientation={orientation} now={now} onBook={() => {}} />);
    screen.getByRole('button', { name: bn.orientation.book }).focus();
    rerender(<OrientationCard orientation={booked} now={now} onBook={() => {}} onJoin={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: orientation.title }));
    expect(screen.getAllByRole('status')[0]?.textContent).toBe(bn.orientation.booked);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <OrientationCard orientation={orientation} now={at('10:00')} onBook={() => {}} />
        <OrientationCard
          orientation={{ ...orientation, id: 10 }}
          now={at('10:00')}
          onBook={() => {}}
          booking
        />
        <OrientationCard orientation={full} now={at('10:00')} error={orientationFullMsg} />
        <OrientationCard orientation={booked} now={at('10:00')} onJoin={() => {}} />
        <OrientationCard orientation={booked} now={at('20:50')} onJoin={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
