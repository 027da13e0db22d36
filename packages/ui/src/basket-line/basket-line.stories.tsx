import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatNumber } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import fieldStyles from '../field/field.module.css';
import { basket } from '../fixtures/contract-examples';
import { BasketLine } from './basket-line';

const t = bn.basketLine;
const quranLine = basket.items[0] as V2Schemas['BasketLine'];
/** The Quran's line as if its price had not changed. */
const steadyQuranLine: V2Schemas['BasketLine'] = { ...quranLine, previous_unit_price: null };
const bookLine = basket.items[1] as V2Schemas['BasketLine'];

const meta = {
  title: 'Shop/BasketLine',
  component: BasketLine,
  args: {
    line: steadyQuranLine,
    href: '/card/nurani-hafezi-quran-majhari',
    onRemove: fn(),
    onQuantityChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof BasketLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A medium printed Quran ×2: the size, the price of one, the line total; one more with the keyboard. */
export const PrintedQuran: Story = {
  args: { onQuantityChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.lineTotal).nextElementSibling).toHaveTextContent('৳২,২০০');
    const box = canvas.getByRole('spinbutton', { name: bn.quantityStepper.label });
    await expect(box).toHaveValue('২');
    box.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await expect(box).toHaveValue('৩');
  },
};

/** A book: no size, no cover (the star lattice stands in). */
export const BookWithoutCover: Story = { args: { line: bookLine, href: undefined } };

/** The price went up since it was added (the server's `previous_unit_price`). */
export const PriceChanged: Story = {
  args: { line: quranLine },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/দাম বদলেছে/)).toHaveTextContent(
      'দাম বদলেছে: আগে ৳১,০০০, এখন ৳১,১০০',
    );
  },
};

/** Removed with the keyboard. */
export const Remove: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(t.remove) });
    // Says which line it removes: "সরিয়ে দিন (নূরানী হাফেজি কুরআন শরীফ (মাঝারি))".
    await expect(button).toHaveAccessibleName(`${t.remove} (${steadyQuranLine.card.title})`);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Removing: Story = {
  args: { removing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t.remove) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A page's own control in place of the native box. */
export const WithQuantityControl: Story = {
  render: function WithQuantityControl(args) {
    const [quantity, setQuantity] = useState(args.line.quantity);
    return (
      <BasketLine
        {...args}
        line={{ ...args.line, quantity }}
        quantityControl={
          <select
            aria-label={bn.quantityStepper.label}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className={fieldStyles.control}
            style={{ inlineSize: '6rem' }}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {formatNumber(n)}
              </option>
            ))}
          </select>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: bn.quantityStepper.label })).toHaveValue('2');
  },
};

/** On a 360 px phone: nothing runs off the side. */
export const Phone: Story = {
  args: { line: quranLine },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article');
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};
