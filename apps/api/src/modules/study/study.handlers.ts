import type { ContractHandlers } from '../../core/handlers';
import type { StudyService } from './study.service';

type Streak = Awaited<ReturnType<StudyService['streak']>>;

const streakJson = (streak: Streak) => ({
  today: streak.today,
  current_days: streak.current,
  longest_days: streak.longest,
  today_active: streak.todayActive,
  week: streak.week,
  week_minutes: streak.weekMinutes,
  weekly_goal_minutes: streak.goalMinutes,
});

export function studyHandlers(study: StudyService): ContractHandlers {
  return {
    v3: {
      v3GetStudyStreak: async ({ user }) => ({ data: streakJson(await study.streak(user)) }),
      v3SetStudyGoal: async ({ body, user }) => ({
        data: streakJson(await study.setGoal(user, body.weekly_minutes)),
      }),
    },
  };
}
