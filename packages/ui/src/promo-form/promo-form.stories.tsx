import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { freePromoValidity, promoValidity } from '../fixtures/contract-examples';
import { PromoForm } from './promo-form';

const meta = {
  title: 'Commerce/PromoForm',
  component: PromoForm,
  args: { status: 'idle', onApply: fn(), onRemove: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof PromoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: bn.promoForm.label }), 'ramadan25');
    await userEvent.click(canvas.getByRole('button', { name: bn.promoForm.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('RAMADAN25');
  },
};

export const Checking: Story = { args: { status: 'checking', defaultValue: 'RAMADAN25' } };

export const Valid: Story = {
  args: { status: 'valid', validity: promoValidity },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.promoForm.saving('৳৬২৫'));
  },
};

export const ValidFree: Story = { args: { status: 'valid', validity: freePromoValidity } };

export const Invalid: Story = {
  args: { status: 'invalid', defaultValue: 'EID2025', errorMsg: 'এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidWithoutServerMessage: Story = {
  args: { status: 'invalid', defaultValue: 'NOPE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(bn.promoForm.invalid);
  },
};

export const MalformedCode: Story = {
  // Its own spy: the meta's is shared by every story of the file.
  args: { onApply: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'ab!{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(formMessages.promoCode);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
