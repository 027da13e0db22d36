import { axeViolations } from './axe';
import { accessTokenOf, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { API } from './servers';
import { expect, test } from './test';

// Issue 40: a learner's days of study. A day counts for the moment a lesson was watched, as the device says
// (`reported_at`): the test sends yesterday's watching as a phone that was offline would, rather than wait a day.
test('after a day of study and today’s, the dashboard shows a two-day streak, the weekly goal set there, and each batch’s next study-plan item', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await registerLearner(request, { phone, name: 'তাসনিম ধারাবাহিক' });
  await signIn(page, request, phone, { next: '/dashboard' });
  const token = await accessTokenOf(page);
  const course = await (await request.get(`${API}/api/v2/course/1`)).json();
  const onDemand = course.batches.find((b: { mode: string }) => b.mode === 'on-demand');
  await enrolFree(request, token, onDemand.id);
  const detail = (await (await request.get(`${API}/api/v3/batch/on-demand/${onDemand.id}`)).json()).data;
  const lesson = detail.modules[0].recordings[0];

  // two minutes of a lesson yesterday (a report every 10 seconds), then a little today
  const watched = async (position: number, at: Date) => {
    const answer = await request.post(`${API}/api/v3/recording/progress`, {
      headers: { accesstoken: token },
      data: {
        recording: lesson.id,
        batch: onDemand.id,
        position_seconds: position,
        reported_at: at.toISOString(),
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  const yesterday = Date.now() - 24 * 3_600_000;
  for (let position = 10; position <= 120; position += 10)
    await watched(position, new Date(yesterday + position * 1000));
  await watched(130, new Date());

  await page.goto('/dashboard');
  // per batch, beside the lessons watched: the next item of its study plan, linked to where it is done
  const next = page.getByText(/^পরের কাজ:/);
  await expect(next).toBeVisible();
  await expect(next.getByRole('link')).toHaveAttribute('href', /^\/(recording|exam|dashboard\/batch)\//);
  const streak = page.getByRole('region', { name: 'পড়াশোনার ধারাবাহিকতা' });
  await expect(streak.getByText('টানা ২ দিন')).toBeVisible();
  await expect(streak.getByText('আজকের পড়া হয়েছে')).toBeVisible();
  const week = streak.getByRole('list', { name: 'এই সপ্তাহ' });
  // yesterday a Friday in Dhaka (UTC+6): it belongs to last week, which runs Saturday to Friday
  const yesterdayInDhaka = new Date(yesterday + 6 * 3_600_000).getUTCDay();
  await expect(week.getByText(/পড়েছেন/)).toHaveCount(yesterdayInDhaka === 5 ? 1 : 2);

  // a goal outside the rule is refused beside its field; a good one shows how much of it is done
  const goal = streak.getByLabel('সাপ্তাহিক লক্ষ্য (মিনিট)');
  await goal.fill('5');
  await streak.getByRole('button', { name: 'লক্ষ্য ঠিক করুন' }).click();
  await expect(streak.getByText('সাপ্তাহিক লক্ষ্য ১০ থেকে ১৮০০ মিনিটের মধ্যে পূর্ণ সংখ্যায় দিন।')).toBeVisible();
  await goal.fill('60');
  await streak.getByRole('button', { name: 'লক্ষ্য ঠিক করুন' }).click();
  const bar = streak.getByRole('progressbar', { name: 'সাপ্তাহিক লক্ষ্য (মিনিট)' });
  await expect(bar).toHaveAttribute('max', '60');
  await expect(bar).toHaveAttribute('aria-valuetext', /^এই সপ্তাহে [০-৯]+ \/ ৬০ মিনিট$/);
  expect(await axeViolations(page)).toEqual([]);

  // the goal is the learner's, on every device: read again after a reload
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'সাপ্তাহিক লক্ষ্য (মিনিট)' })).toHaveAttribute('max', '60');
});
