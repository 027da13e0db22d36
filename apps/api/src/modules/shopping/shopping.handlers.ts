import type { V2Schemas } from '@tilawat/sdk';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { cardMoney, type ShopJson } from '../shop/shop.json';
import type { ShoppingService } from './shopping.service';

type BasketRows = Awaited<ReturnType<ShoppingService['basket']>>;

/** The learner's side of the shop (v2): favourite catalogues and the basket. */
export function shoppingHandlers(
  shopping: ShoppingService,
  { shopJson }: { shopJson: ShopJson },
): ContractHandlers {
  /** The contract's Basket: today's prices, the price a line was added at when it changed, totals. */
  function basketJson({ lines, updatedAt }: BasketRows): V2Schemas['Basket'] {
    const currency = lines[0]?.card.currency ?? 'tk';
    return {
      items: lines.map(({ line, card }) => ({
        card: shopJson.cardSummaryJson(card),
        quantity: line.quantity,
        size: (card.sizes[0] as V2Schemas['SizeOption'] | undefined) ?? null,
        unit_price: cardMoney(card.price, card.currency),
        previous_unit_price:
          line.addedPrice === card.price ? null : cardMoney(line.addedPrice, card.currency),
        line_total: cardMoney(card.price * line.quantity, card.currency),
      })),
      count: lines.reduce((sum, { line }) => sum + line.quantity, 0),
      total: { amount: lines.reduce((sum, { line, card }) => sum + card.price * line.quantity, 0), currency },
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  return {
    v2: {
      v2ListMyFavourites: async ({ query, user }) => {
        const { page, nodes } = await shopping.favourites(user, query);
        return mapPage(
          { ...page, items: page.items.filter(({ favourite }) => nodes.has(favourite.catalogId)) },
          ({ favourite }) => ({
            id: favourite.id,
            catalog: shopJson.catalogJson(
              nodes.get(favourite.catalogId) as NonNullable<ReturnType<typeof nodes.get>>,
            ),
            created_at: favourite.createdAt.toISOString(),
          }),
        );
      },

      v2UpdateMyFavourite: async ({ body, user }) => shopping.updateFavourite(user, body),

      v2GetMyBasket: async ({ user }) => basketJson(await shopping.basket(user)),

      v2UpdateMyBasket: async ({ body, user }) => basketJson(await shopping.updateBasket(user, body)),
    },
  };
}
