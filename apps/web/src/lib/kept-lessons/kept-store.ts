import type { KeptLesson } from '@tilawat/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

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

let connection: Promise<IDBPDatabase<DownloadsDb>> | null = null;

function database(): Promise<IDBPDatabase<DownloadsDb>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  connection ??= openDB<DownloadsDb>(DOWNLOADS_DB, 1, {
    upgrade(db) {
      db.createObjectStore(LESSONS, { keyPath: 'recording' });
    },
    // another tab opens a newer version: let it, and open again when next needed
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = null;
    },
    terminated() {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

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
