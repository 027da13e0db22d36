// The audio conversion of recitation practice (issue 20): a recording's or a correction's audio is queued
// with a job of the engine's `practice.audio` queue (issue 37); the worker holding a try converts it,
// then it is ready or failed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { AudioRow } from './practice.repository';
import { practiceAudio } from './practice.table';

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
