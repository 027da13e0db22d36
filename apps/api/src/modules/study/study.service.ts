// A learner's days of study, streaks and weekly goal (issue 40). The days are marked by the areas where
// the learner studies (learning, practice, exams: `recordStudy`); this service reads them.
import { studyStreak, studyWeek, validStudyGoal } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { type Clock, dhakaDay } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import * as study from './study.repository';

export function createStudyService({ db, clock }: { db: Db; clock: Clock }) {
  async function streak(userId: string) {
    const today = dhakaDay(clock.now());
    const week = studyWeek(today);
    const [days, thisWeek, goal] = await Promise.all([
      study.studyDaysOf(db, userId),
      study.studyWeekOf(db, userId, week[0] as string, week[6] as string),
      study.studyGoalOf(db, userId),
    ]);
    const seconds = new Map(thisWeek.map((row) => [row.day, row.watchedSeconds]));
    const weekDays = week.map((day) => ({
      day,
      active: seconds.has(day),
      minutes: Math.floor((seconds.get(day) ?? 0) / 60),
    }));
    const weekSeconds = thisWeek.reduce((sum, row) => sum + row.watchedSeconds, 0);
    return {
      today,
      ...studyStreak(days, today),
      week: weekDays,
      weekMinutes: Math.floor(weekSeconds / 60),
      goalMinutes: goal,
    };
  }

  return {
    /** The learner's streaks, this week (Saturday to Friday, Asia/Dhaka) and their goal. */
    streak: (learner: AuthUser) => streak(learner.id),

    /** The same, of a learner by id (a guardian's view of them, issue 41). */
    streakOf: streak,

    /** Sets the learner's weekly goal (whole minutes, 10–1,800; else 400 beside the field). */
    async setGoal(learner: AuthUser, minutes: number) {
      if (!validStudyGoal(minutes)) throw new DomainError('STUDY_GOAL_INVALID', { field: 'weekly_minutes' });
      await study.setStudyGoal(db, learner.id, minutes, clock.now());
      return streak(learner.id);
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
