import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ledger } from '../fixtures/contract-examples';
import { LedgerList } from './ledger-list';

const t = bn.ledgerList;

const meta = {
  title: 'Shop/LedgerList',
  component: LedgerList,
  args: { items: ledger },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof LedgerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, both directions, a pending top-up on top; stars and points with their units. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t.label });
    const [pending, payment, points] = within(list).getAllByRole('listitem');
    await expect(pending).toHaveTextContent('প্রক্রিয়াধীন');
    await expect(payment).toHaveTextContent(`${t.debit} −৳২৪০`);
    await expect(points).toHaveTextContent(`${t.credit} +২ পয়েন্ট`);
  },
};

/** Nothing yet: what fills the ledger, and a top-up link. */
export const Empty: Story = {
  args: { items: [], emptyAction: <a href="#topup">{bn.topupForm.submit}</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t.emptyTitle })).toBeVisible();
  },
};

/** Long notes wrap at 360 px; the amounts stay on one line. */
export const Narrow360: Story = {
  args: {
    items: ledger.map((item, index) =>
      index === 1
        ? { ...item, note: 'নূরানী হাফেজি কুরআন শরীফ (মাঝারি) ও সহজ তাজবিদ শিক্ষা (অডিওসহ) — অর্ডারের পেমেন্ট' }
        : item,
    ),
  },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
