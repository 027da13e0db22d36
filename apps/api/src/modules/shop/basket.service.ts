// The learner's side of the shop before an order: favourite catalogues and the basket. Prices always come
// from the cards (today's); a basket's lines are all in one currency unit.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import * as basket from './basket.repository';
import * as catalog from './catalog.repository';
import type { CatalogService } from './catalog.service';

/** A basket line holds 1 to this many pieces. */
export const LINE_MAX_QUANTITY = 20;
/** A basket holds at most this many lines. */
export const BASKET_MAX_LINES = 50;

export function createBasket({ db, clock, catalogs }: { db: Db; clock: Clock; catalogs: CatalogService }) {
  /** The learner's basket: lines with their cards at today's prices, and when it last changed. */
  async function basketOf(learnerId: string) {
    const [lines, updatedAt] = await Promise.all([
      basket.basketOf(db, learnerId),
      basket.basketUpdatedAt(db, learnerId),
    ]);
    return { lines, updatedAt };
  }

  return {
    /** One page of the learner's favourite catalogues (each with its counts), newest first. */
    async favourites(learner: AuthUser, query: PageQuery) {
      const page = await basket.favouritesPage(db, learner.id, query);
      const nodes = await catalogs.catalogsByIds(page.items.map(({ favourite }) => favourite.catalogId));
      return { page, nodes };
    },

    /** Follows or unfollows a catalogue (idempotent both ways); an unknown catalogue is 404. */
    async updateFavourite(learner: AuthUser, body: { catalog: number; action: 'add' | 'remove' }) {
      if ((await catalogs.catalogsByIds([body.catalog])).size === 0)
        throw new DomainError('CATALOG_NOT_FOUND');
      if (body.action === 'add') await basket.addFavourite(db, learner.id, body.catalog, clock.now());
      else await basket.removeFavourite(db, learner.id, body.catalog);
      return {
        catalog: body.catalog,
        favourite: body.action === 'add',
        total: await basket.favouritesCount(db, learner.id),
      };
    },

    basket(user: AuthUser) {
      return basketOf(user.id);
    },

    /**
     * Changes one line and answers the whole basket: `add` adds `quantity` (default 1), `set` puts the
     * line at `quantity` (0 removes it), `remove` removes it. One change at a time per learner.
     * An unknown card is 404; a sold-out card, more than its stock or another currency unit than the
     * basket's is 409; more than 20 pieces on a line or more than 50 lines is 400 beside the field.
     */
    async updateBasket(
      learner: AuthUser,
      body: { card: number; quantity?: number; action: 'add' | 'set' | 'remove' },
    ) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await basket.lockBasket(tx, learner.id);
        const card = await catalog.cardById(tx, body.card);
        if (!card) throw new DomainError('CARD_NOT_FOUND');
        const lines = await basket.basketOf(tx, learner.id);
        const line = lines.find((item) => item.line.cardId === card.id);
        const asked = body.quantity ?? 1;
        const quantity =
          body.action === 'remove' ? 0 : body.action === 'add' ? (line?.line.quantity ?? 0) + asked : asked;
        if (quantity === 0) {
          await basket.removeLine(tx, learner.id, card.id);
          return;
        }
        if (quantity > LINE_MAX_QUANTITY)
          throw new DomainError('BASKET_LINE_TOO_MANY', { field: 'quantity' });
        if (!line && lines.length >= BASKET_MAX_LINES)
          throw new DomainError('BASKET_FULL', { field: 'card' });
        if (card.stock === 0) throw new DomainError('CARD_SOLD_OUT');
        if (card.stock !== null && quantity > card.stock) throw new DomainError('CARD_STOCK_SHORT');
        const other = lines.find((item) => item.card.currency !== card.currency);
        if (other) throw new DomainError('BASKET_CURRENCY');
        await basket.putLine(tx, {
          userId: learner.id,
          cardId: card.id,
          quantity,
          price: card.price,
          at: now,
        });
      });
      return basketOf(learner.id);
    },
  };
}

export type Basket = ReturnType<typeof createBasket>;
