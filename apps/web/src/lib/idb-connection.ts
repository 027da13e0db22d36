import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * One IndexedDB database of the site's, opened once and again after it was closed under us (another tab
 * upgrading it, the browser ending it), through `idb`: what the practice takes (practice-store.ts) and the
 * downloaded lessons (kept-lessons/kept-store.ts) each open. Rejects where the browser has no IndexedDB or
 * will not open it (private mode in some browsers, storage turned off); the next call tries again.
 */
export function idbConnection<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: (db: IDBPDatabase<Schema>) => void,
): () => Promise<IDBPDatabase<Schema>> {
  let connection: Promise<IDBPDatabase<Schema>> | null = null;
  return () => {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
    connection ??= openDB<Schema>(name, version, {
      upgrade: (db) => upgrade(db),
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
  };
}
