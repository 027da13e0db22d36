// The recitation audio's nightly clean-up (issue 37): a voice correction no mark holds any more (its
// teacher recorded a newer one) and a recording of no practice go a week after they were found so, files
// and rows; a correction a mark holds and a learner's recordings stay; a failed audio's source goes a
// month after it failed, its row kept; audio still converting is never touched.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp } from '../../../test/helpers';
import { assignedPractice } from '../../../test/practice';
import { DAY_MS } from '../../core/cleanup';
import { practiceAudioKey } from '../../infra/media/media';
import { AUDIO_FILES } from '../../infra/media/transcode-audio';
import { createLocalStorage } from '../../infra/storage/storage-local';
import { users } from '../accounts/accounts.table';
import { DEMO_OPERATORS } from '../accounts/operators';
import { audioSourceKey } from './practice.service';
import { practiceAudio, practiceMarks, practiceRecordings, practices } from './practice.table';
import {
  FAILED_AUDIO_SOURCE_KEPT_DAYS,
  practiceCleanup,
  UNREACHABLE_AUDIO_KEPT_DAYS,
} from './practice-cleanup';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const storage = () => createLocalStorage(t.env.UPLOAD_DIR);
const cleanup = () =>
  runCleanup((log) => practiceCleanup({ db: t.db, clock: t.clock, storage: storage(), log }));
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('practice.cleanup', () => {
  it('deletes a replaced correction a week on, keeps the one its mark holds, and a failed source a month on', async () => {
    const { learner, practice: assignmentId } = await assignedPractice(t);
    const [teacher] = await t.db.select().from(users).where(eq(users.phone, DEMO_OPERATORS[1].phone));
    const [practice] = await t.db
      .insert(practices)
      .values({
        assignmentId,
        learnerId: learner.user.id,
        status: 'submitted',
        round: 1,
        submittedAt: t.clock.now(),
      })
      .returning();
    if (!teacher || !practice) throw new Error('no practice to clean');
    const teacherId = teacher.id;

    /** An audio with its files in the storage as its status leaves them. */
    async function audio(
      kind: 'recording' | 'correction',
      status: 'ready' | 'failed' | 'queued',
      changedAgoMs = 0,
    ): Promise<string> {
      const id = randomUUID();
      await t.db.insert(practiceAudio).values({
        id,
        kind,
        status,
        size: 20_000,
        durationMs: 4_000,
        container: 'matroska',
        attempts: status === 'queued' ? 0 : 3,
        createdBy: kind === 'recording' ? learner.user.id : teacherId,
        createdAt: at(-changedAgoMs),
        updatedAt: at(-changedAgoMs),
      });
      if (status === 'ready') {
        await storage().put(`${practiceAudioKey(id)}/${AUDIO_FILES.mp4}`, Buffer.from('aac'), 'audio/mp4');
        await storage().put(`${practiceAudioKey(id)}/${AUDIO_FILES.webm}`, Buffer.from('opus'), 'audio/webm');
      } else {
        await storage().put(audioSourceKey(id), Buffer.from('the upload'), 'application/octet-stream');
      }
      return id;
    }
    const recordingOf = (id: string, ayah: number) =>
      t.db
        .insert(practiceRecordings)
        .values({ id, practiceId: practice.id, ayah, round: 0, createdAt: t.clock.now() });
    const mark = (word: number, correctionId: string) =>
      t.db
        .insert(practiceMarks)
        .values({
          practiceId: practice.id,
          round: 1,
          ayah: 1,
          word,
          wordText: 'ٱلْحَمْدُ',
          category: 'makharij',
          severity: 'jali',
          correctionId,
          createdBy: teacherId,
        })
        .returning({ id: practiceMarks.id });

    const recorded = await audio('recording', 'ready');
    await recordingOf(recorded, 1);
    // the teacher's first correction of a mark, replaced by a second (as the console's upload does)
    const first = await audio('correction', 'ready');
    const [marked] = await mark(0, first);
    const second = await audio('correction', 'ready');
    await t.db
      .update(practiceMarks)
      .set({ correctionId: second })
      .where(eq(practiceMarks.id, marked?.id as string));
    // a recording whose practice went (no practice_recordings row holds it)
    const orphan = await audio('recording', 'ready');
    // a correction still converting when it was replaced: left until its conversion ends
    const converting = await audio('correction', 'queued');
    // recordings that failed for good: 30 days ago when the correction's grace ends, and 2 days later
    const failedLongAgo = await audio(
      'recording',
      'failed',
      (FAILED_AUDIO_SOURCE_KEPT_DAYS - UNREACHABLE_AUDIO_KEPT_DAYS) * DAY_MS + 30_000,
    );
    await recordingOf(failedLongAgo, 2);
    const failedLately = await audio(
      'recording',
      'failed',
      (FAILED_AUDIO_SOURCE_KEPT_DAYS - UNREACHABLE_AUDIO_KEPT_DAYS - 2) * DAY_MS,
    );
    await recordingOf(failedLately, 3);

    const files = async (id: string) =>
      (
        await Promise.all(
          [AUDIO_FILES.mp4, AUDIO_FILES.webm, 'source'].map(async (name) =>
            (await storage().get(`${practiceAudioKey(id)}/${name}`)) === null ? [] : [name],
          ),
        )
      ).flat();
    const rows = async () =>
      (
        await t.db
          .select({ id: practiceAudio.id })
          .from(practiceAudio)
          .where(
            inArray(practiceAudio.id, [
              recorded,
              first,
              second,
              orphan,
              converting,
              failedLongAgo,
              failedLately,
            ]),
          )
      ).map((row) => row.id);

    expect(await cleanup()).toMatchObject({ audioNowUnreachable: 2, unreachableAudio: 0, failedSources: 0 });
    t.clock.advance(UNREACHABLE_AUDIO_KEPT_DAYS * DAY_MS - 60_000);
    expect(await cleanup()).toMatchObject({ audioNowUnreachable: 0, unreachableAudio: 0, failedSources: 0 });
    expect(await files(first)).toEqual([AUDIO_FILES.mp4, AUDIO_FILES.webm]);

    t.clock.advance(2 * 60_000);
    expect(await cleanup()).toEqual({
      audioNowUnreachable: 0,
      unreachableAudio: 2,
      failedSources: 1,
      files: 5,
    });
    expect(await files(first)).toEqual([]);
    expect(await files(orphan)).toEqual([]);
    expect((await rows()).sort()).toEqual([recorded, second, converting, failedLongAgo, failedLately].sort());
    expect(await files(second)).toEqual([AUDIO_FILES.mp4, AUDIO_FILES.webm]);
    expect(await files(recorded)).toEqual([AUDIO_FILES.mp4, AUDIO_FILES.webm]);
    expect(await files(converting)).toEqual(['source']);
    expect(await files(failedLongAgo)).toEqual([]);
    expect(await files(failedLately)).toEqual(['source']);
    const [failedRow] = await t.db.select().from(practiceAudio).where(eq(practiceAudio.id, failedLongAgo));
    expect(failedRow).toMatchObject({ status: 'failed', filesDeletedAt: t.clock.now() });

    // the learner's practice still plays the correction its mark holds
    const [held] = await t.db
      .select()
      .from(practiceMarks)
      .where(eq(practiceMarks.id, marked?.id as string));
    expect(held?.correctionId).toBe(second);
    // a night later nothing more goes, and the failed source is not looked for again
    t.clock.advance(DAY_MS);
    expect(await cleanup()).toEqual({
      audioNowUnreachable: 0,
      unreachableAudio: 0,
      failedSources: 0,
      files: 0,
    });
  });
});
