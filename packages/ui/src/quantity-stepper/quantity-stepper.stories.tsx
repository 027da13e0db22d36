import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { QuantityStepper } from './quantity-stepper';

const t = bn.quantityStepper;

const meta = {
  title: 'Shop/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One piece: − is marked disabled, + adds; each button is a 44 px target. */
export const One: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: t.decrease });
    const plus = canvas.getByRole('button', { name: t.increase });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    for (const button of [minus, plus]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: t.label })).toHaveValue('২');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(minus).not.toHaveAttribute('aria-disabled');
  },
};

export const Several: Story = { args: { defaultValue: 7 } };

/** At the most (20 by default): + is marked disabled and keeps focus after the last press. */
export const AtMost: Story = {
  args: { defaultValue: 19 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: t.increase });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('spinbutton')).toHaveValue('২০');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(t.now(20))).toBeInTheDocument();
  },
};

/** Only as many as are left (the card's `stock`, here 4). */
export const FewLeft: Story = { args: { defaultValue: 4, max: 4 } };

/** Keyboard in the field: ↑/↓ step, Home/End jump, Bengali digits typed. */
export const Keyboard: Story = {
  render: function Keyboard(args) {
    const [quantity, setQuantity] = useState(2);
    return (
      <QuantityStepper
        {...args}
        value={quantity}
        onChange={(next) => {
          setQuantity(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: t.label });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('৪');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('২০');
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue('১');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('১৫');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.tab();
    await expect(field).toHaveValue('১৫');
  },
};

/** While the basket is being saved. */
export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.increase })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
