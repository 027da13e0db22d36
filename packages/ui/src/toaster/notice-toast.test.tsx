import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { NoticeToast } from './notice-toast';

const notice =
  'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়, তাই সবচেয়ে আগে ব্যবহৃত ডিভাইসের (Chrome · Android) সেশন বন্ধ করা হয়েছে।';

describe('NoticeToast', () => {
  it('shows the sentence whole and closes only by its button', async () => {
    const onClose = vi.fn();
    render(<NoticeToast message={notice} onClose={onClose} />);
    expect(screen.getByText(notice)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: bn.toaster.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is keyboard operable and axe-clean', async () => {
    const onClose = vi.fn();
    const { container } = render(<NoticeToast message={notice} onClose={onClose} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: bn.toaster.close }));
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
