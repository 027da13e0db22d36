import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { type TabItem, Tabs } from './tabs';

const items: TabItem[] = [
  { value: 'overview', label: 'বিবরণ', content: <p>কোর্সের বিবরণ</p> },
  { value: 'syllabus', label: 'পাঠ্যসূচি', content: <p>মডিউলগুলো</p> },
  { value: 'exam', label: 'পরীক্ষা', content: <p>পরীক্ষা</p>, disabled: true },
  { value: 'reviews', label: 'মতামত', content: <p>শিক্ষার্থীদের মতামত</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the first tab, its panel labelled by it, with one tab stop', () => {
    render(<Tabs items={items} label="কোর্সের তথ্য" />);
    expect(screen.getByRole('tablist', { name: 'কোর্সের তথ্য' })).toBeTruthy();
    expect(tab('বিবরণ').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'বিবরণ' }).textContent).toBe('কোর্সের বিবরণ');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="তথ্য" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('বিবরণ'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('পাঠ্যসূচি'));
    expect(screen.getByRole('tabpanel').textContent).toBe('মডিউলগুলো');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('মতামত'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('বিবরণ'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('reviews');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('overview');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('reviews');
  });

  it('Tab from the list goes to the panel', async () => {
    render(<Tabs items={items} label="তথ্য" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('with manual activation, arrows move and Enter selects', async () => {
    render(<Tabs items={items} label="তথ্য" activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('পাঠ্যসূচি'));
    expect(tab('পাঠ্যসূচি').getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(tab('পাঠ্যসূচি').getAttribute('aria-selected')).toBe('true');
  });

  it('swaps the arrows right-to-left', async () => {
    render(<Tabs items={items} label="তথ্য" dir="rtl" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('পাঠ্যসূচি').getAttribute('aria-selected')).toBe('true');
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs items={items} label="তথ্য" value="reviews" onValueChange={onValueChange} />,
    );
    expect(tab('মতামত').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tab('বিবরণ'));
    expect(onValueChange).toHaveBeenCalledWith('overview');
    expect(tab('মতামত').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs items={items} label="তথ্য" value="overview" onValueChange={onValueChange} />);
    expect(tab('বিবরণ').getAttribute('aria-selected')).toBe('true');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Tabs items={items} label="তথ্য" defaultValue="syllabus" />);
    await expectNoAxeViolations(container);
  });
});
