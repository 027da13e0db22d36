'use client';

import { fieldMessages, toApiFailure, validStudyGoal } from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { StudyStreak } from '@tilawat/ui';
import { useState } from 'react';
import { useClientReady } from '~/app/providers';
import { ReadView } from '~/components/read-view';
import type { BrowserClient } from '~/lib/browser-client';
import { readStudyStreak, type Served } from '~/lib/learner-reads';
import { useRead, withClient } from '~/lib/reads/use-read';

type Streak = V3Schemas['StudyStreak'];

/**
 * The learner's days of study on the dashboard (issue 40): `GET /study/streak` drawn by the kit's
 * StudyStreak, and the weekly goal set with `PUT /study/goal` — checked here by domain's rule first, the
 * server's refusal shown beside the field as well.
 */
export function StudyStreakSection({
  client,
  initial,
}: {
  client: BrowserClient | null;
  /** The server's read (the dashboard's page), drawn at once. */
  initial?: Served<typeof readStudyStreak>;
}) {
  const read = useRead('study-streak', withClient(client, readStudyStreak), initial);
  const [saved, setSaved] = useState<Streak | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ready = useClientReady();

  const setGoal = async (minutes: number) => {
    if (!validStudyGoal(minutes)) {
      setError(fieldMessages.studyGoal);
      return;
    }
    const tab = client ?? (await ready());
    setSaving(true);
    setError(null);
    try {
      setSaved(await unwrap(tab.api.v3.PUT('/study/goal', { body: { weekly_minutes: minutes } })));
    } catch (failure) {
      const found = toApiFailure(failure);
      setError(found.errors[0]?.msg ?? found.msg);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ReadView state={read} headingLevel={2}>
      {(data) => {
        const streak = saved ?? data;
        return (
          <StudyStreak
            currentDays={streak.current_days}
            longestDays={streak.longest_days}
            todayActive={streak.today_active}
            week={streak.week}
            weekMinutes={streak.week_minutes}
            goalMinutes={streak.weekly_goal_minutes}
            onSetGoal={(minutes) => void setGoal(minutes)}
            goalError={error}
            saving={saving}
          />
        );
      }}
    </ReadView>
  );
}
