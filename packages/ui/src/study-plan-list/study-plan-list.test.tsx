import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import {
  emptyStudyPlan,
  finishedStudyPlan,
  onDemandStudyPlan,
  studyPlan,
} from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { StudyPlanList, studyPlanDays } from './study-plan-list';

const hrefFor = (item: (typeof studyPlan.items)[number]) =>
  item.ref_id === null ? null : `/${item.kind}/${item.ref_id}`;

describe('StudyPlanList', () => {
  it('groups the items by day, in order, under "দিন ১" headings one level below the title', () => {
    render(<StudyPlanList plan={studyPlan} />);
    expect(screen.getByRole('heading', { level: 2, name: bn.studyPlan.title })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['দিন ১', 'দিন ২', 'দিন ৩']);
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([2, 1, 2]);
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')[0]?.textContent).toContain(
      'হরফ পরিচিতির রেকর্ডিং দেখুন',
    );
  });

  it('sorts days that come out of order, keeping the order of items within a day', () => {
    const [a, b, c] = studyPlan.items as [
      (typeof studyPlan.items)[number],
      (typeof studyPlan.items)[number],
      (typeof studyPlan.items)[number],
    ];
    expect(
      studyPlanDays([
        { ...c, day: 2 },
        { ...b, day: 1 },
        { ...a, day: 1 },
      ]).map(({ day, items }) => [day, items.map((item) => item.id)]),
    ).toEqual([
      [1, [b.id, a.id]],
      [2, [c.id]],
    ]);
  });

  it('says what each item is, in words', () => {
    render(<StudyPlanList plan={studyPlan} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[id$="-kind"]')?.textContent)).toEqual([
      bn.studyPlan.kind.recording,
      bn.studyPlan.kind.reading,
      bn.studyPlan.kind.live,
      bn.studyPlan.kind.recording,
      bn.studyPlan.kind.exam,
    ]);
  });

  it('shows the due date and time in Bengali (Asia/Dhaka), and nothing when there is none', () => {
    const { rerender } = render(<StudyPlanList plan={studyPlan} />);
    const live = screen.getByRole('listitem', { current: 'step' });
    expect(live.textContent).toContain(`${bn.studyPlan.due} ৮ ডিসেম্বর, ২০২৬, রাত ৯:৩০`);
    expect(live.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-08T21:30:00+06:00');
    rerender(<StudyPlanList plan={onDemandStudyPlan} />);
    expect(screen.queryByText(bn.studyPlan.due, { exact: false })).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('marks done items with a tick and the word, and counts them', () => {
    render(<StudyPlanList plan={studyPlan} />);
    expect(screen.getByText('৫টির মধ্যে ২টি সম্পন্ন')).toBeTruthy();
    const done = screen.getAllByText(bn.studyPlan.done);
    expect(done).toHaveLength(2);
    for (const word of done) {
      const item = word.closest('li') as HTMLElement;
      expect(item.hasAttribute('data-done')).toBe(true);
      expect(word.textContent).toBe(`✓${bn.studyPlan.done}`);
    }
  });

  it('marks the next item "পরবর্তী" and aria-current="step", and only that one', () => {
    render(<StudyPlanList plan={studyPlan} />);
    const current = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('step');
    expect(current[0]?.textContent).toContain('লাইভ ক্লাস — মাখরাজ অনুশীলন');
    expect(current[0]?.textContent).toContain(bn.studyPlan.next);
    expect(screen.getAllByText(bn.studyPlan.next)).toHaveLength(1);
  });

  it('has no next item when every item is done', () => {
    render(<StudyPlanList plan={finishedStudyPlan} />);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.queryByText(bn.studyPlan.next)).toBeNull();
    expect(screen.getByText('৫টির মধ্যে ৫টি সম্পন্ন')).toBeTruthy();
  });

  it('links the items that have an address, named by the title and described by kind, due and state', () => {
    render(<StudyPlanList plan={studyPlan} hrefFor={hrefFor} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/recording/101',
      '/live/501',
      '/recording/102',
      '/exam/71',
    ]);
    const first = screen.getByRole('link', { name: 'হরফ পরিচিতির রেকর্ডিং দেখুন' });
    const description = (first.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([
      bn.studyPlan.kind.recording,
      `${bn.studyPlan.due} ৭ ডিসেম্বর, ২০২৬, রাত ১১:৫৯`,
      `✓${bn.studyPlan.done}`,
    ]);
    // The reading has no address: its title is text, not a link.
    expect(screen.getByText('আরবি হরফের তালিকা পড়ুন').closest('a')).toBeNull();
  });

  it('has no links without hrefFor', () => {
    render(<StudyPlanList plan={studyPlan} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes a label and a heading level', () => {
    render(<StudyPlanList plan={studyPlan} label="মডিউল ১" headingLevel={3} />);
    expect(screen.getByRole('region', { name: 'মডিউল ১' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'মডিউল ১' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('says so when the plan is empty, with no summary', () => {
    render(<StudyPlanList plan={emptyStudyPlan} />);
    expect(screen.getByText(bn.studyPlan.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(bn.studyPlan.summary(0, 0))).toBeNull();
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(
      <>
        <StudyPlanList plan={studyPlan} hrefFor={hrefFor} />
        <StudyPlanList plan={finishedStudyPlan} label="মডিউল ২" />
        <StudyPlanList plan={emptyStudyPlan} label="মডিউল ৩" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
