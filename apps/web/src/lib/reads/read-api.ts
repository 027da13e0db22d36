import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { type ApiFailure, toApiFailure } from '@tilawat/domain';

/**
 * What one browser read is in the cache: `key` names the answer (`basket`, `console-leads:new:1`), and
 * the part before its first `:` is the read's tag, which a write invalidates (`invalidateReads`).
 */
export interface ReadArg {
  key: string;
  tag: string;
}

/** A read's tag: the key up to its first `:` (`batch:12` → `batch`). */
export const readTag = (key: string) => key.split(':', 1)[0] ?? key;

/**
 * The functions that make each read, by key: a page registers its read (a call of the tab's SDK client,
 * `client.api` or the console's `admin`, so every read goes through the session middleware: the
 * learner's token, one shared refresh, 401 → /login) before the cache asks for it. Kept outside the
 * store, so the cache holds only serialisable arguments and answers.
 */
const readers = new Map<string, () => Promise<unknown>>();

export function registerRead(key: string, read: () => Promise<unknown>): void {
  readers.set(key, read);
}

/**
 * A read that comes in pages (the wallet's ledger, 20 at a time): `read` makes page `n` (from 1), `next`
 * says which page follows the last one read, or null after the last.
 */
export interface PagedReader {
  read: (page: number) => Promise<unknown>;
  next: (last: unknown, lastPage: number) => number | null;
}

const pagedReaders = new Map<string, PagedReader>();

export function registerPages(key: string, reader: PagedReader): void {
  pagedReaders.set(key, reader);
}

async function settle(read: (() => Promise<unknown>) | undefined, key: string) {
  if (!read) return { error: toApiFailure(new Error(`no read registered for ${key}`)) };
  try {
    return { data: await read() };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

/**
 * The web's one browser read path: RTK Query's cache over the SDK. One endpoint, `read`, runs the
 * registered function of its key and turns any failure into domain's ApiFailure (`toApiFailure`), as
 * every read and thunk does. Answers leave the cache as soon as no page shows them
 * (`keepUnusedDataFor: 0`): a learner's data never outlives their pages, so the next person signed in on
 * this tab never sees it; within a page, reads of one key are shared and a write refetches what it
 * changed by tag.
 */
export const readApi = createApi({
  reducerPath: 'reads',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  tagTypes: [] as string[],
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    read: build.query<unknown, ReadArg>({
      queryFn: ({ key }) => settle(readers.get(key), key),
      providesTags: (_data, _error, { tag }) => [tag],
    }),
    /**
     * The same, page by page (RTK Query's infinite query): the pages read so far stay in one entry, the
     * next is read on the learner's "আরও দেখুন", and a write's invalidation reads every shown page again.
     */
    pages: build.infiniteQuery<unknown, ReadArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage, _allPages, { key }) =>
          pagedReaders.get(key)?.next(last, lastPage) ?? null,
      },
      queryFn: ({ queryArg: { key }, pageParam }) => {
        const reader = pagedReaders.get(key);
        return settle(reader && (() => reader.read(pageParam)), key);
      },
      providesTags: (_data, _error, { tag }) => [tag],
    }),
  }),
});

function makeReadStore() {
  return configureStore({
    reducer: { [readApi.reducerPath]: readApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(readApi.middleware),
  });
}

export type ReadStore = ReturnType<typeof makeReadStore>;

let store: ReadStore | null = null;

/** The tab's read cache, made on first use in the browser (never on the server: answers are a learner's). */
export function getReadStore(): ReadStore {
  store ??= makeReadStore();
  return store;
}

/**
 * After a write: every shown read of these tags is read again (the basket after a change, a console list
 * after an operator's edit), keeping its last answer on screen until the new one comes.
 */
export function invalidateReads(...tags: string[]): void {
  getReadStore().dispatch(readApi.util.invalidateTags(tags));
}

/**
 * After a write that answers the new state itself (the basket after a change): that answer becomes the
 * read's, on every page showing it, without reading again.
 */
export function answerRead(key: string, data: unknown): void {
  getReadStore().dispatch(readApi.util.upsertQueryData('read', { key, tag: readTag(key) }, data));
}
