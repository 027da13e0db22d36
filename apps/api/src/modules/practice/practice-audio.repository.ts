// The audio conversion of recitation practice (issue 20): a recording's or a correction's audio is queued
// with a job of the engine's `practice.audio` queue (issue 37); the worker holding a try converts it,
// then it is ready or failed.
import { and, eq, inArray, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import type { AudioRow } from './practice.repository';
import { practiceAudio, practiceMarks, practiceRecordings } from './practice.table';

export async function findAudio(db: Db | Tx, id: string): Promise<AudioRow | undefined> {
  const [row] = await db.select().from(practiceAudio).where(eq(practiceAudio.id, id));
  return row;
}

/**
 * A worker starts try `attempts` of an audio's conversion: converting. Undefined when the audio is gone
 * or already ready (nothing left to do).
 */
export async function startAudio(
  db: Db,
  { id, attempts, now }: { id: string; attempts: number; now: Date },
): Promise<AudioRow | undefined> {
  const [row] = await db
    .update(practiceAudio)
    .set({ status: 'converting', attempts, error: null, updatedAt: now })
    .where(and(eq(practiceAudio.id, id), inArray(practiceAudio.status, ['queued', 'converting', 'failed'])))
    .returning();
  return row;
}

/** Which try of an audio a worker holds (its `attempts` when it started): a superseded try writes nothing. */
export interface AudioTake {
  id: string;
  attempts: number;
}

/** Ends a try the worker still holds: ready, failed, or queued again. False when it no longer holds it. */
export async function settleAudio(
  db: Db | Tx,
  take: AudioTake,
  values: { status: 'ready' | 'failed' | 'queued'; error?: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(practiceAudio)
    .set({ status: values.status, error: values.error ?? null, updatedAt: values.now })
    .where(
      and(
        eq(practiceAudio.id, take.id),
        eq(practiceAudio.attempts, take.attempts),
        eq(practiceAudio.status, 'converting'),
      ),
    )
    .returning({ id: practiceAudio.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the nightly clean-up (practice-cleanup.ts)

/**
 * Whether anyone can reach an audio: a correction is played from the mark that holds it, a recording
 * from its practice (its practice_recordings row). A correction a teacher replaced, or whose mark was
 * taken back, and a recording whose practice went, are reached by nothing: no link is signed for them.
 */
const reachableSql: SQL = sql`case ${col(practiceAudio.kind)}
  when 'correction' then exists (select 1 from ${practiceMarks} where ${col(practiceMarks.correctionId)} = ${col(practiceAudio.id)})
  else exists (select 1 from ${practiceRecordings} where ${col(practiceRecordings.id)} = ${col(practiceAudio.id)})
end`;

/**
 * Notes `now` on up to `limit` audio that no one can reach and that no worker converts any more (ready or
 * failed): their files go a grace period later. Answers how many were noted.
 */
export async function noteUnreachableAudio(
  db: Db | Tx,
  { now, limit }: { now: Date; limit: number },
): Promise<number> {
  const batch = db
    .select({ id: practiceAudio.id })
    .from(practiceAudio)
    .where(
      and(
        isNull(practiceAudio.unusedSince),
        inArray(practiceAudio.status, ['ready', 'failed']),
        not(reachableSql),
      ),
    )
    .limit(limit);
  const rows = await db
    .update(practiceAudio)
    .set({ unusedSince: now })
    .where(inArray(practiceAudio.id, batch))
    .returning({ id: practiceAudio.id });
  return rows.length;
}

const unreachableSinceSql = (before: Date) => and(lt(practiceAudio.unusedSince, before), not(reachableSql));

/** Up to `limit` audio no one has reached since before `before`: their files and rows may go. */
export async function unreachableAudio(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: practiceAudio.id })
    .from(practiceAudio)
    .where(unreachableSinceSql(before))
    .orderBy(practiceAudio.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Deletes the rows of these audio whose files were deleted, each only if still no one reaches it. */
export async function deleteUnreachableAudio(
  db: Db | Tx,
  { ids, before }: { ids: string[]; before: Date },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(practiceAudio)
    .where(and(inArray(practiceAudio.id, ids), unreachableSinceSql(before)))
    .returning({ id: practiceAudio.id });
  return rows.length;
}

const failedWithFilesSql = (before: Date) =>
  and(
    eq(practiceAudio.status, 'failed'),
    lt(practiceAudio.updatedAt, before),
    isNull(practiceAudio.filesDeletedAt),
  );

/** Up to `limit` audio that failed for good before `before` and still have their files (the source). */
export async function failedAudioWithFiles(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: practiceAudio.id })
    .from(practiceAudio)
    .where(failedWithFilesSql(before))
    .orderBy(practiceAudio.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Notes that the files of these failed audio were deleted (the rows stay: a learner's page shows them). */
export async function noteFilesDeleted(
  db: Db | Tx,
  { ids, before, now }: { ids: string[]; before: Date; now: Date },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(practiceAudio)
    .set({ filesDeletedAt: now })
    .where(and(inArray(practiceAudio.id, ids), failedWithFilesSql(before)))
    .returning({ id: practiceAudio.id });
  return rows.length;
}
