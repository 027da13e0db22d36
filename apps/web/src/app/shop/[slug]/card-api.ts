import { expectData } from '@tilawat/sdk';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';

/**
 * The card's calls, loaded with `import()` by its controls once the tab's client is there (the SDK's
 * helpers, the failure's words and the read cache stay out of the product page's first load): each answers
 * what the controls draw, a failure as the sentence to show.
 */
export type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

/** Whether the learner follows catalogue `catalog`. */
export async function followsCatalog({ api }: BrowserClient, catalog: number): Promise<Answer<boolean>> {
  const loaded = await load(() =>
    expectData(api.v2.GET('/favorite/my-favorite', { params: { query: { page: 1, limit: 100 } } })),
  );
  return loaded.ok
    ? { ok: true, data: loaded.data.items.some((f) => f.catalog.id === catalog) }
    : { ok: false, message: failureMessage(loaded) };
}

/** Puts `quantity` of a card in the basket; a basket shown elsewhere on the page is read again. */
export async function addToBasket(
  { api }: BrowserClient,
  card: number,
  quantity: number,
): Promise<Answer<null>> {
  const loaded = await load(() =>
    expectData(api.v2.POST('/busket/my-busket', { body: { card, quantity, action: 'add' } })),
  );
  if (!loaded.ok) return { ok: false, message: failureMessage(loaded) };
  invalidateReads('basket');
  return { ok: true, data: null };
}

/** Follows a catalogue or stops: whether it is followed now. */
export async function followCatalog(
  { api }: BrowserClient,
  catalog: number,
  follow: boolean,
): Promise<Answer<boolean>> {
  const loaded = await load(() =>
    expectData(
      api.v2.POST('/favorite/my-favorite', { body: { catalog, action: follow ? 'add' : 'remove' } }),
    ),
  );
  if (!loaded.ok) return { ok: false, message: failureMessage(loaded) };
  invalidateReads('favourites');
  return { ok: true, data: loaded.data.favourite };
}
