import { describe, expect, it } from 'vitest';
import { type PagesEntry, shownPages } from './use-read-pages';

type Page = { items: string[] };
const failure = { status: 0, code: 'NETWORK', msg: '', errors: [] };

describe('shownPages', () => {
  it('is loading until the first page comes', () => {
    expect(shownPages<Page>(undefined)).toMatchObject({
      status: 'loading',
      hasNext: false,
      nextFailure: null,
    });
    expect(shownPages<Page>({ status: 'pending' })).toMatchObject({ status: 'loading' });
  });

  it("shows the first page's failure when no page came", () => {
    expect(shownPages<Page>({ status: 'rejected', error: failure })).toMatchObject({
      status: 'error',
      failure,
      hasNext: false,
    });
  });

  it('shows the pages so far, whether another follows, and that the next is being read', () => {
    const entry: PagesEntry<Page> = {
      status: 'pending',
      data: { pages: [{ items: ['ক'] }], pageParams: [1] },
      hasNextPage: true,
      isFetchingNextPage: true,
    };
    expect(shownPages(entry)).toEqual({
      status: 'ready',
      data: [{ items: ['ক'] }],
      hasNext: true,
      fetchingNext: true,
      nextFailure: null,
    });
  });

  it('keeps the pages shown when the next page fails, and says why beside them', () => {
    const entry: PagesEntry<Page> = {
      status: 'rejected',
      error: failure,
      data: { pages: [{ items: ['ক'] }], pageParams: [1] },
      hasNextPage: true,
    };
    expect(shownPages(entry)).toMatchObject({
      status: 'ready',
      data: [{ items: ['ক'] }],
      nextFailure: failure,
    });
  });
});
