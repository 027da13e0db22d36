import type { KeptLesson } from '@tilawat/domain';
import type { DBSchema } from 'idb';
import { idbConnection } from '../idb-connection';

/**
 * The lessons downloaded on this device (issue 39), described: IndexedDB through `idb`, database
 * `tilawat-downloads`, store `lessons`, one record per recording (domain's KeptLesson). Their bytes are in
 * Cache Storage (kept-files.ts). Loaded with `import()` by the pages that use it, after paint.
 */
export const DOWNLOADS_DB = 'tilawat-downloads';
const LESSONS = 'lessons';

interface DownloadsDb extends DBSchema {
  lessons: { key: number; value: KeptLesson };
}

const database = idbConnection<DownloadsDb>(DOWNLOADS_DB, 1, (db) => {
  db.createObjectStore(LESSONS, { keyPath: 'recording' });
});

/** Every lesson kept on this device (every learner's: callers filter by the one signed in). */
export async function keptLessons(): Promise<KeptLesson[]> {
  return (await database()).getAll(LESSONS);
}

export async function keptLesson(recording: number): Promise<KeptLesson | undefined> {
  return (await database()).get(LESSONS, recording);
}

export async function putKeptLesson(lesson: KeptLesson): Promise<void> {
  await (await database()).put(LESSONS, lesson);
}

export async function deleteKeptLesson(recording: number): Promise<void> {
  await (await database()).delete(LESSONS, recording);
}
