import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { sessionLimit, sessions, storyNow } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { SessionList } from './session-list';

const t = bn.sessionList;
const [current, iphone, windows] = sessions as [
  (typeof sessions)[number],
  (typeof sessions)[number],
  (typeof sessions)[number],
];
const list = () => screen.getByRole('list', { name: 'লগইন থাকা ডিভাইস' });
const props = { sessions, limit: sessionLimit, now: storyNow, onEnd: () => {}, onEndOthers: () => {} };

describe('SessionList', () => {
  it('is a list named by its title: this device first, then the most recently used', () => {
    render(<SessionList {...props} sessions={[windows, current, iphone]} />);
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Chrome · Android',
      'Safari · iPhone',
      'Firefox · Windows',
    ]);
    expect(within(items[0] as HTMLElement).getByText('এই ডিভাইস')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('এই ডিভাইস')).toBeNull();
  });

  it('says when each device first signed in and was last used, in Bengali', () => {
    render(<SessionList {...props} />);
    const row = within(list()).getAllByRole('listitem')[1] as HTMLElement;
    expect(row.textContent).toContain(`প্রথম লগইন: ${formatDateTime(iphone.created_at)}`);
    expect(formatDateTime(iphone.created_at)).toBe('২ অক্টোবর, ২০২৬, রাত ৯:১৫');
    expect(row.textContent).toContain('সর্বশেষ ব্যবহার: ১১ ঘণ্টা আগে');
    expect(row.querySelector(`time[datetime="${iphone.last_used_at}"]`)).toBeTruthy();
  });

  it("has a sign-out button on each other device only, named with the device's name", () => {
    render(<SessionList {...props} />);
    const [first, second, third] = within(list()).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(second as HTMLElement).getByRole('button').textContent).toContain(t.end);
    expect(screen.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' })).toBeTruthy();
    expect(
      within(third as HTMLElement).getByRole('button', { name: 'Firefox · Windows থেকে লগআউট করুন' }),
    ).toBeTruthy();
  });

  it('signs a device out without asking, and the all-others button signs out the rest', async () => {
    const onEnd = vi.fn();
    const onEndOthers = vi.fn();
    render(<SessionList {...props} onEnd={onEnd} onEndOthers={onEndOthers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' }));
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(iphone.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'অন্য সব ডিভাইস থেকে লগআউট' }));
    expect(onEndOthers).toHaveBeenCalledTimes(1);
  });

  it('states the limit in Bengali digits', () => {
    render(<SessionList {...props} />);
    expect(
      screen.getByText(
        'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়; নতুন লগইনে সবচেয়ে আগে ব্যবহৃত ডিভাইসটি লগআউট হয়ে যায়।',
      ),
    ).toBeTruthy();
  });

  it('shows the busy device and the busy all-others button', async () => {
    const onEnd = vi.fn();
    const { rerender } = render(<SessionList {...props} onEnd={onEnd} ending={windows.id} />);
    const busy = screen.getByRole('button', { name: /Firefox · Windows থেকে লগআউট করুন/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onEnd).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' }).hasAttribute('aria-busy'),
    ).toBe(false);
    rerender(<SessionList {...props} ending="others" />);
    expect(screen.getByRole('button', { name: /অন্য সব ডিভাইস থেকে লগআউট/ }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('has no all-others button when this is the only device, and says so', () => {
    render(<SessionList {...props} sessions={[current]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(t.noOthers)).toBeTruthy();
  });

  it('moves focus to the title when the focused device goes away', async () => {
    const { rerender } = render(<SessionList {...props} />);
    const button = screen.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' });
    button.focus();
    rerender(<SessionList {...props} sessions={[current, windows]} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t.title }));
  });

  it('leaves focus where it is when another device goes away', async () => {
    const { rerender } = render(<SessionList {...props} />);
    const button = screen.getByRole('button', { name: 'Firefox · Windows থেকে লগআউট করুন' });
    button.focus();
    rerender(<SessionList {...props} sessions={[current, windows]} />);
    expect(document.activeElement).toBe(button);
  });

  it('takes a heading level', () => {
    render(<SessionList {...props} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: t.title })).toBeTruthy();
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(<SessionList {...props} ending={iphone.id} />);
    await expectNoAxeViolations(container);
  });
});
