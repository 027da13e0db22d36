import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import {
  courseGiftCard,
  printedQuranCard,
  soldOutQuranCard,
  tajweedBookCard,
} from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { cardStock, ProductCard } from './product-card';

describe('cardStock', () => {
  it.each([
    { stock: null, want: 'in-stock' },
    { stock: 35, want: 'in-stock' },
    { stock: 6, want: 'in-stock' },
    { stock: 5, want: 'few-left' },
    { stock: 1, want: 'few-left' },
    { stock: 0, want: 'sold-out' },
  ] as const)('reads stock $stock as $want', ({ stock, want }) => {
    expect(cardStock({ stock })).toBe(want);
  });
});

describe('ProductCard', () => {
  it('is an article named by its title, with one link to the item', () => {
    render(<ProductCard card={printedQuranCard} href="/shop/tajweed-quran-hafezi" />);
    expect(screen.getByRole('article', { name: printedQuranCard.title })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/shop/tajweed-quran-hafezi');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows kind, sizes, stock, delivery and the discounted price struck through', () => {
    const { container } = render(<ProductCard card={printedQuranCard} href="/p" />);
    expect(screen.getByText(bn.productCard.kinds.quran)).toBeTruthy();
    expect(screen.getByText(`${bn.productCard.sizes}: ছোট, মাঝারি, বড়`)).toBeTruthy();
    expect(screen.getByText(bn.productCard.inStock)).toBeTruthy();
    expect(screen.getByText('প্রি-অর্ডার')).toBeTruthy();
    expect(screen.getByText('৳১,২০০')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe(`${bn.price.before}: ৳১,৪০০`);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('a book without sizes or a cover: the pattern, no size line, few left', () => {
    const { container } = render(<ProductCard card={tajweedBookCard} href="/p" />);
    expect(container.querySelector('img')).toBeNull();
    // the girih pattern stands in for the cover (a decorative tile, hidden from assistive technology)
    expect(container.querySelector('[aria-hidden="true"][class*="pattern"]')).toBeTruthy();
    expect(screen.queryByText(new RegExp(`^${bn.productCard.sizes}:`))).toBeNull();
    expect(screen.getByText('মাত্র ৪টি বাকি')).toBeTruthy();
    expect(screen.getByText(bn.productCard.kinds.book)).toBeTruthy();
    expect(container.querySelector('del')).toBeNull();
  });

  it('a gift card is delivered at once and never runs out', () => {
    render(<ProductCard card={courseGiftCard} href="/p" />);
    expect(screen.getByText(bn.productCard.kinds['gift-card'])).toBeTruthy();
    expect(screen.getByText('তাৎক্ষণিক ডেলিভারি')).toBeTruthy();
    expect(screen.getByText(bn.productCard.inStock)).toBeTruthy();
    expect(screen.getByText('৳১,৫০০')).toBeTruthy();
  });

  it('says sold out', () => {
    render(<ProductCard card={soldOutQuranCard} href="/p" />);
    expect(screen.getByRole('article').getAttribute('data-stock')).toBe('sold-out');
    expect(screen.getByText(bn.productCard.soldOut)).toBeTruthy();
    expect(screen.queryByText(bn.productCard.inStock)).toBeNull();
  });

  it('uses the heading level it is given', () => {
    render(<ProductCard card={courseGiftCard} href="/p" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: courseGiftCard.title })).toBeTruthy();
  });

  it('shows the favourite toggle when asked, described by the title, raising the state wanted', async () => {
    const onToggleFavourite = vi.fn();
    render(<ProductCard card={printedQuranCard} href="/p" favourite onToggleFavourite={onToggleFavourite} />);
    const heart = screen.getByRole('button', { name: bn.favourite.add });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-describedby')).toBe(screen.getByRole('heading').id);
    await userEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledWith(false);
  });

  it('passes the busy favourite on', async () => {
    const onToggleFavourite = vi.fn();
    render(
      <ProductCard card={printedQuranCard} href="/p" onToggleFavourite={onToggleFavourite} favouriteBusy />,
    );
    const heart = within(screen.getByRole('article')).getByRole('button');
    expect(heart.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(heart);
    expect(onToggleFavourite).not.toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ul>
        {[printedQuranCard, tajweedBookCard, courseGiftCard, soldOutQuranCard].map((card) => (
          <li key={card.id}>
            <ProductCard card={card} href={`/shop/${card.slug}`} onToggleFavourite={() => {}} />
          </li>
        ))}
      </ul>,
    );
    await expectNoAxeViolations(container);
  });
});
