import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { studyWeek } from '../fixtures/study-week';
import { expectNoAxeViolations } from '../test/axe';
import { StudyStreak } from './study-streak';

const week = studyWeek;

describe('StudyStreak', () => {
  it('says the streak, the longest and today, in Bengali digits', () => {
    render(
      <StudyStreak
        currentDays={2}
        longestDays={12}
        todayActive
        week={week}
        weekMinutes={64}
        goalMinutes={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'পড়াশোনার ধারাবাহিকতা' })).toBeTruthy();
    expect(screen.getByText('টানা ২ দিন')).toBeTruthy();
    expect(screen.getByText('সবচেয়ে লম্বা: ১২ দিন')).toBeTruthy();
    expect(screen.getByText('আজকের পড়া হয়েছে')).toBeTruthy();
    expect(screen.getByText(/এই সপ্তাহে ৬৪ মিনিট/)).toBeTruthy();
  });

  it('reads the week out day by day, Saturday to Friday', () => {
    render(
      <StudyStreak
        currentDays={2}
        longestDays={2}
        todayActive
        week={week}
        weekMinutes={64}
        goalMinutes={150}
      />,
    );
    const days = screen.getByRole('list', { name: 'এই সপ্তাহ' }).querySelectorAll('li');
    expect([...days].map((day) => day.textContent)).toEqual([
      'শনি✓শনি: পড়েছেন, ৪০ মিনিট পাঠ দেখা',
      'রবি✓রবি: পড়েছেন, ২৪ মিনিট পাঠ দেখা',
      'সোমসোম: পড়া হয়নি',
      'মঙ্গলমঙ্গল: পড়া হয়নি',
      'বুধবুধ: পড়া হয়নি',
      'বৃহবৃহ: পড়া হয়নি',
      'শুক্রশুক্র: পড়া হয়নি',
    ]);
    const bar = screen.getByRole('progressbar', { name: 'সাপ্তাহিক লক্ষ্য (মিনিট)' });
    expect(bar.getAttribute('value')).toBe('64');
    expect(bar.getAttribute('max')).toBe('150');
    expect(bar.getAttribute('aria-valuetext')).toBe('এই সপ্তাহে ৬৪ / ১৫০ মিনিট');
  });

  it('a streak not yet kept today asks for a lesson; a goal met says so', () => {
    render(
      <StudyStreak
        currentDays={0}
        longestDays={3}
        todayActive={false}
        week={week}
        weekMinutes={160}
        goalMinutes={150}
      />,
    );
    expect(screen.getByText('আজ একটি পাঠ দেখে শুরু করুন')).toBeTruthy();
    expect(screen.getByText(/আজ এখনো পড়া হয়নি/)).toBeTruthy();
    expect(screen.getByText('এই সপ্তাহের লক্ষ্য পূরণ হয়েছে!')).toBeTruthy();
  });

  it('sets the goal from its field, and shows its error beside it', async () => {
    const onSetGoal = vi.fn();
    const { rerender } = render(
      <StudyStreak
        currentDays={1}
        longestDays={1}
        todayActive
        week={week}
        weekMinutes={0}
        goalMinutes={null}
        onSetGoal={onSetGoal}
      />,
    );
    await userEvent.type(screen.getByLabelText('সাপ্তাহিক লক্ষ্য (মিনিট)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'লক্ষ্য ঠিক করুন' }));
    expect(onSetGoal).toHaveBeenCalledWith(120);
    rerender(
      <StudyStreak
        currentDays={1}
        longestDays={1}
        todayActive
        week={week}
        weekMinutes={0}
        goalMinutes={null}
        onSetGoal={onSetGoal}
        goalError="সাপ্তাহিক লক্ষ্য ১০ থেকে ১৮০০ মিনিটের মধ্যে পূর্ণ সংখ্যায় দিন।"
      />,
    );
    expect(screen.getByLabelText('সাপ্তাহিক লক্ষ্য (মিনিট)')).toHaveProperty('ariaInvalid', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StudyStreak
        currentDays={2}
        longestDays={12}
        todayActive
        week={week}
        weekMinutes={64}
        goalMinutes={150}
        onSetGoal={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
