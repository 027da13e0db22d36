import type { DBSchema } from 'idb';
import { idbConnection } from './idb-connection';
import type { StoredTake, TakeStore } from './practice-takes';

/**
 * The takes kept on this device until the server has them (issue 20): IndexedDB through `idb`,
 * database `tilawat-practice`, store `takes`, key `${assignmentId}:${ayah}` (one take per ayah, the
 * newest), indexed by assignment. The Blob is stored as it is (Chrome keeps it as a file beside the
 * database). Loaded with `import()` by the practice page only, after paint.
 */

export const PRACTICE_DB = 'tilawat-practice';
const TAKES = 'takes';

interface PracticeDb extends DBSchema {
  takes: {
    key: string;
    value: StoredTake;
    indexes: { assignment: number };
  };
}

/** The database, opened once and again after it was closed under us. */
const database = idbConnection<PracticeDb>(PRACTICE_DB, 1, (db) => {
  const takes = db.createObjectStore(TAKES, { keyPath: 'key' });
  takes.createIndex('assignment', 'assignmentId');
});

/**
 * The IndexedDB store; rejects when the browser has none, or will not open it (private mode in some
 * browsers, storage turned off): the page then keeps takes in memory and says so.
 */
export async function openTakeStore(): Promise<TakeStore> {
  await database();
  return {
    put: async (take) => {
      await (await database()).put(TAKES, take);
    },
    list: async (assignmentId) => (await database()).getAllFromIndex(TAKES, 'assignment', assignmentId),
    delete: async (key) => (await database()).delete(TAKES, key),
  };
}
