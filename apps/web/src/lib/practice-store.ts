import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
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

let connection: Promise<IDBPDatabase<PracticeDb>> | null = null;

/** The database, opened once and again after it was closed under us (another tab upgrading it, the browser). */
function database(): Promise<IDBPDatabase<PracticeDb>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  connection ??= openDB<PracticeDb>(PRACTICE_DB, 1, {
    upgrade(db) {
      const takes = db.createObjectStore(TAKES, { keyPath: 'key' });
      takes.createIndex('assignment', 'assignmentId');
    },
    // Another tab opens a newer version: let it, and open again when next needed.
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
