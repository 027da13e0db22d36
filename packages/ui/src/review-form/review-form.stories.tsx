import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { openReview, writtenReview } from '../fixtures/contract-examples';
import { ReviewForm } from './review-form';

const t = bn.reviewForm;

const meta = {
  title: 'Shop/ReviewForm',
  component: ReviewForm,
  args: { cardTitle: openReview.card_title, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review to write: the stars by keyboard (native radios: Tab in, arrows move), then a comment. */
export const WriteWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const star = (n: number) => canvas.getByRole('radio', { name: t.star(n, 5) });
    await userEvent.tab();
    await expect(star(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(star(4)).toBeChecked();
    await expect(star(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(star(3)).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /মন্তব্য/ }), 'বাঁধাই মজবুত।');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 3, comment: 'বাঁধাই মজবুত।' });
  },
};

/** Sent without stars: the message beside them, focus on the first star. */
export const NoStars: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(formMessages.rating)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.star(1, 5) })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A review written before: its stars and comment, "update". */
export const Editing: Story = {
  args: {
    cardTitle: writtenReview.card_title,
    defaultValues: { rating: writtenReview.rating, comment: writtenReview.comment },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t.star(5, 5) })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t.update })).toBeVisible();
  },
};

export const Submitting: Story = { args: { defaultValues: { rating: 4 }, submitting: true } };

export const ServerError: Story = {
  args: { defaultValues: { rating: 4 }, error: 'রিভিউ জমা দেওয়া যায়নি। একটু পরে আবার চেষ্টা করুন।' },
};

export const Narrow360: Story = {
  args: { defaultValues: { rating: 2, comment: 'ছাপা ভালো, তবে কাগজ একটু পাতলা।' } },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
