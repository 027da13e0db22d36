import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { openReview, writtenReview } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ReviewForm } from './review-form';

const t = bn.reviewForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;
const stars = () => within(screen.getByRole('group', { name: t.rating })).getAllByRole('radio');
const star = (n: number) => screen.getByRole('radio', { name: t.star(n, 5) });
const comment = () => screen.getByRole('textbox', { name: optional(t.comment) });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('ReviewForm', () => {
  it('is titled by the item, the stars a group of five named radios', () => {
    render(<ReviewForm cardTitle={openReview.card_title} onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: openReview.card_title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: openReview.card_title })).toBeTruthy();
    expect(stars().map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(stars().every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(star(3)).toBeTruthy();
    expect(t.star(3, 5)).toBe('৫-এর মধ্যে ৩ তারকা');
    expect(comment().tagName).toBe('TEXTAREA');
    expect(comment().getAttribute('maxlength')).toBe('1000');
    expect(describedBy(comment())).toEqual(['০ / ১,০০০ অক্ষর']);
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
  });

  it('refuses a review without stars, beside the stars, focusing the first', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm cardTitle={openReview.card_title} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(formMessages.rating)).toBeTruthy();
    expect(star(1).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(star(1))).toEqual([`!${formMessages.rating}`]);
    expect(document.activeElement).toBe(star(1));
  });

  it('fills the stars up to the one chosen and sends the stars alone', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm cardTitle={openReview.card_title} onSubmit={onSubmit} />);
    await userEvent.click(star(3));
    expect((star(3) as HTMLInputElement).checked).toBe(true);
    expect(star(3).closest('label')?.getAttribute('data-on')).toBe('true');
    expect(star(4).closest('label')?.getAttribute('data-on')).toBe('false');
    fireEvent.click(star(4));
    expect((star(4) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({ rating: 4 });
  });

  it('counts the comment in Bengali digits and sends it trimmed', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm cardTitle={openReview.card_title} onSubmit={onSubmit} />);
    await userEvent.click(star(5));
    await userEvent.type(comment(), '  খুব ভালো ');
    expect(describedBy(comment())).toEqual(['১১ / ১,০০০ অক্ষর']);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, comment: 'খুব ভালো' });
  });

  it('edits a review written before: its stars and comment, and "update"', async () => {
    const onSubmit = vi.fn();
    render(
      <ReviewForm
        cardTitle={writtenReview.card_title}
        defaultValues={{ rating: writtenReview.rating, comment: writtenReview.comment }}
        onSubmit={onSubmit}
      />,
    );
    expect((star(5) as HTMLInputElement).checked).toBe(true);
    expect((comment() as HTMLTextAreaElement).value).toBe(writtenReview.comment);
    await userEvent.clear(comment());
    await userEvent.click(star(2));
    await userEvent.click(screen.getByRole('button', { name: t.update }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 2 });
  });

  it('never sends while submitting; the server error is announced', async () => {
    const onSubmit = vi.fn();
    render(
      <ReviewForm
        cardTitle={openReview.card_title}
        defaultValues={{ rating: 4 }}
        onSubmit={onSubmit}
        submitting
        error="রিভিউ জমা দেওয়া যায়নি। আবার চেষ্টা করুন।"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t.update) }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('রিভিউ জমা দেওয়া যায়নি। আবার চেষ্টা করুন।');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ReviewForm cardTitle={openReview.card_title} defaultValues={{ rating: 3 }} onSubmit={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with errors showing', async () => {
    const { container } = render(<ReviewForm cardTitle={openReview.card_title} onSubmit={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await expectNoAxeViolations(container);
  });
});
