import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { LessonList, type LessonListItem } from './lesson-list';

const lessons: LessonListItem[] = [
  {
    key: '101',
    title: 'হরফ পরিচিতি',
    durationSeconds: 840,
    href: '/recording/101',
    free: true,
    current: false,
    watched: true,
  },
  {
    key: '102',
    title: 'হলকি হরফের মাখরাজ',
    durationSeconds: 1320,
    href: '/recording/102',
    free: false,
    current: true,
  },
  { key: '103', title: 'জিহ্বার হরফসমূহ', durationSeconds: 1140, href: null, free: false, current: false },
];

describe('LessonList', () => {
  it('names the list, links each open lesson to its page and marks the current one', () => {
    render(<LessonList lessons={lessons} label="আরবি হরফ ও মাখরাজ" />);
    expect(screen.getByRole('list', { name: 'আরবি হরফ ও মাখরাজ' })).toBeTruthy();
    const first = screen.getByRole('link', { name: /হরফ পরিচিতি/ });
    expect(first.getAttribute('href')).toBe('/recording/101');
    expect(first.textContent).toContain(bn.moduleList.free);
    expect(first.textContent).toContain('১৪ মিনিট');
    const current = screen.getByRole('link', { name: /হলকি হরফের মাখরাজ/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.textContent).toContain(bn.moduleList.current);
  });

  it('says which lessons the learner has watched', () => {
    render(<LessonList lessons={lessons} label="আরবি হরফ ও মাখরাজ" />);
    expect(screen.getByRole('link', { name: /হরফ পরিচিতি/ }).textContent).toContain(bn.moduleList.watched);
    expect(screen.getByRole('link', { name: /হলকি হরফের মাখরাজ/ }).textContent).not.toContain(
      bn.moduleList.watched,
    );
  });

  it('shows a locked lesson as locked, not as a link', () => {
    render(<LessonList lessons={lessons} label="মডিউল" />);
    expect(screen.queryByRole('link', { name: /জিহ্বার হরফসমূহ/ })).toBeNull();
    expect(screen.getByText('জিহ্বার হরফসমূহ').closest('[data-state="locked"]')?.textContent).toContain(
      bn.moduleList.lockedHint,
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<LessonList lessons={lessons} label="মডিউল" />);
    await expectNoAxeViolations(container);
  });
});
