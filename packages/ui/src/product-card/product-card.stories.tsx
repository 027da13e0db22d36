import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import {
  courseGiftCard,
  printedQuranCard,
  soldOutQuranCard,
  tajweedBookCard,
} from '../fixtures/contract-examples';
import { ProductCard } from './product-card';

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: { card: printedQuranCard, href: '/shop/tajweed-quran-hafezi' },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>];

/** A printed Quran in three sizes, at a discount, in stock, sent after the order. */
export const PrintedQuran: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: printedQuranCard.title });
    await expect(link).toHaveAttribute('href', '/shop/tajweed-quran-hafezi');
    await expect(canvas.getByText('৳১,২০০')).toBeVisible();
    await expect(canvas.getByText(/৳১,৪০০/).closest('del')).not.toBeNull();
    await expect(canvas.getByText(bn.productCard.inStock)).toBeVisible();
    await expect(canvas.getByText('প্রি-অর্ডার')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A tajweed book: no cover (the pattern), four left. */
export const TajweedBookFewLeft: Story = {
  decorators: narrow,
  args: { card: tajweedBookCard, href: '/shop/sohoj-tajweed-shikkha' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('মাত্র ৪টি বাকি')).toBeVisible();
  },
};

/** A course gift card: delivered at once, never runs out. */
export const CourseGiftCard: Story = {
  decorators: narrow,
  args: { card: courseGiftCard, href: '/shop/quran-shikkha-gift-card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('তাৎক্ষণিক ডেলিভারি')).toBeVisible();
  },
};

export const SoldOut: Story = {
  decorators: narrow,
  args: { card: soldOutQuranCard, href: '/shop/quran-sharif-rongin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.productCard.soldOut)).toBeVisible();
  },
};

/** Signed in: the heart is its own control above the card's link, and toggles. */
export const WithFavourite: Story = {
  decorators: narrow,
  args: { onToggleFavourite: fn() },
  render: function WithFavourite(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <ProductCard
        {...args}
        favourite={favourite}
        onToggleFavourite={(next) => {
          setFavourite(next);
          args.onToggleFavourite?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: bn.favourite.add });
    await expect(heart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true);
    // A pointer on the heart presses the heart, not the link under it.
    const box = heart.getBoundingClientRect();
    await expect(
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button'),
    ).toBe(heart);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Favourite: Story = { decorators: narrow, args: { favourite: true, onToggleFavourite: fn() } };

export const FavouriteSaving: Story = {
  decorators: narrow,
  args: { favourite: true, favouriteBusy: true, onToggleFavourite: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The shop's grid: each card an item of a list, titles at level 2. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '64rem' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[printedQuranCard, tajweedBookCard, courseGiftCard, soldOutQuranCard].map((card, index) => (
        <li key={card.id} style={{ display: 'grid' }}>
          <ProductCard
            card={card}
            href={`/shop/${card.slug}`}
            headingLevel={2}
            favourite={index === 1}
            onToggleFavourite={() => {}}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** On a 320 px phone: nothing runs off the side. */
export const Phone320: Story = {
  args: { onToggleFavourite: fn() },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
