import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { expiredCoupon, giftCoupon, storyNow, topupCoupon, usedCoupon } from '../fixtures/contract-examples';
import { CouponCard } from './coupon-card';

const t = bn.couponCard;

/** The clipboard, stubbed: a headless browser may refuse the real one. */
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Shop/CouponCard',
  component: CouponCard,
  args: { coupon: giftCoupon, now: storyNow, onCopy: fn(), onClaim: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
    return () => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gift coupon: the code copies with one button, "copied" is announced. */
export const GiftAvailable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.available)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.copy }));
    await expect(writeText).toHaveBeenCalledWith('EID2026');
    await expect(args.onCopy).toHaveBeenCalledWith('EID2026');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.copied);
    await expect(canvas.queryByRole('button', { name: t.claim })).toBeNull();
  },
};

/** A topup coupon not claimed yet: "add to wallet", reached by keyboard. */
export const TopupClaimable: Story = {
  args: { coupon: topupCoupon },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.copy })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.claim })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClaim).toHaveBeenCalledWith(topupCoupon);
  },
};

export const Claiming: Story = { args: { coupon: topupCoupon, claiming: true } };

/** Applied to an order: muted, no buttons. */
export const Used: Story = {
  args: { coupon: usedCoupon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.used)).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Past its time: muted, no buttons. */
export const Expired: Story = {
  args: { coupon: expiredCoupon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.expired)).toBeVisible();
  },
};

/** The coupons page at 360 px: one per row. */
export const List360: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <CouponCard {...args} coupon={topupCoupon} />
      <CouponCard {...args} coupon={giftCoupon} />
      <CouponCard {...args} coupon={usedCoupon} />
      <CouponCard {...args} coupon={expiredCoupon} />
    </div>
  ),
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
