import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { fixedPromo, promo } from '../fixtures/contract-examples';
import { PromoBar } from './promo-bar';

const meta = {
  title: 'Commerce/PromoBar',
  component: PromoBar,
  args: { promo, onApply: fn(), onDismiss: fn() },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.promoBar.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('RAMADAN25');
    await userEvent.click(canvas.getByRole('button', { name: bn.promoBar.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const FixedNoExpiry: Story = { args: { promo: fixedPromo } };

export const InformationOnly: Story = { args: { onApply: undefined, onDismiss: undefined } };

export const Narrow320: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
};
