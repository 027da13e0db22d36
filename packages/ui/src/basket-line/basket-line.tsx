import { formatMoney, sizeOptions } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../button/button';
import { basketLine as basketLineWords } from '../copy/words/basket-line';
import { GirihPattern } from '../girih-pattern/girih-pattern';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import styles from './basket-line.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { basketLine: basketLineWords };

/** How many pieces a basket line holds (`BasketLine.quantity` of specs/v2.yaml; a test keeps them equal). */
export const BASKET_QUANTITY = { min: 1, max: 20 } as const;

export interface BasketLineProps {
  /**
   * One line of `GET /basket` (`V2Schemas['BasketLine']`): the card, its size, quantity, today's
   * `unit_price` and line total; when the price changed since the line was added the server gives
   * the earlier one as `previous_unit_price`, and "দাম বদলেছে: আগে ৳…, এখন ৳…" shows under the title.
   */
  line: V2Schemas['BasketLine'];
  /** The card's page; the title is a link to it. */
  href?: string;
  /**
   * A quantity control of the page's own. Without it the kit's `QuantityStepper` (1–20, the
   * contract's bounds) on the line's quantity, whose every change goes to `onQuantityChange`.
   */
  quantityControl?: ReactNode;
  /**
   * A new quantity from the stepper (`POST /basket` with `action: 'set'`): each press or typed
   * number, so a page may wait a moment before sending. The stepper is disabled without it.
   */
  onQuantityChange?: (quantity: number) => void;
  /** "সরিয়ে দিন" (`POST /basket` with `action: 'remove'`); no button without it. */
  onRemove?: () => void;
  /** The removal is on its way: the button is busy. */
  removing?: boolean;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One line of the shop's basket: the cover, the title, the size, the price of one, the quantity,
 * the line's total and a remove button; a notice when the price changed since the card was added.
 */
export function BasketLine({
  line,
  href,
  quantityControl,
  onQuantityChange,
  onRemove,
  removing = false,
  headingLevel = 3,
  className,
}: BasketLineProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.basketLine;
  const { card, unit_price: unitPrice, previous_unit_price: previous } = line;
  const priceChanged = previous !== null && previous.amount !== unitPrice.amount;

  return (
    <article
      className={cx(styles.line, className)}
      aria-labelledby={titleId}
      data-kind={card.kind}
      data-price-changed={priceChanged || undefined}
    >
      <div className={styles.thumb}>
        {card.image ? (
          <img src={card.image} alt="" loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <GirihPattern tile={28} />
        )}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {href ? (
            <a href={href} className={styles.link}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </Heading>
        <dl className={styles.facts}>
          {line.size ? (
            <div className={styles.fact}>
              <dt>{t.size}</dt>
              <dd>{sizeOptions[line.size].bn}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>{t.unitPrice}</dt>
            <dd className={styles.money}>{formatMoney(unitPrice.amount, unitPrice.currency)}</dd>
          </div>
        </dl>
        {priceChanged && previous ? (
          <p className={styles.notice} data-direction={previous.amount < unitPrice.amount ? 'up' : 'down'}>
            <span className={styles.noticeIcon} aria-hidden="true">
              !
            </span>
            {t.priceChanged(
              formatMoney(previous.amount, previous.currency),
              formatMoney(unitPrice.amount, unitPrice.currency),
            )}
          </p>
        ) : null}
      </div>
      <div className={styles.controls}>
        <div className={styles.quantity}>
          {quantityControl ?? <LineQuantity quantity={line.quantity} onQuantityChange={onQuantityChange} />}
        </div>
        <dl className={styles.total}>
          <dt>{t.lineTotal}</dt>
          <dd className={styles.money}>{formatMoney(line.line_total.amount, line.line_total.currency)}</dd>
        </dl>
        {onRemove ? (
          <Button variant="ghost" loading={removing} onClick={onRemove}>
            {t.remove}
            <span className={hidden.hidden}> ({card.title})</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

interface LineQuantityProps {
  quantity: number;
  onQuantityChange: ((quantity: number) => void) | undefined;
}

/**
 * The kit's QuantityStepper (1–20) on the line's quantity: it moves at once (the page's request
 * follows), and follows the server's quantity when the line comes back. Disabled without a handler.
 */
function LineQuantity({ quantity, onQuantityChange }: LineQuantityProps) {
  const [value, setValue] = useState(quantity);
  useEffect(() => setValue(quantity), [quantity]);
  return (
    <QuantityStepper
      value={value}
      min={BASKET_QUANTITY.min}
      max={BASKET_QUANTITY.max}
      disabled={!onQuantityChange}
      onChange={(next) => {
        setValue(next);
        onQuantityChange?.(next);
      }}
    />
  );
}
