import type { Meta, StoryObj } from '@storybook/react-vite';
import type { V2Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { printedQuranCard, printedQuranSoldOutSizes, soldOutQuranCard } from '../fixtures/contract-examples';
import { SizePicker } from './size-picker';

const meta = {
  title: 'Shop/SizePicker',
  component: SizePicker,
  args: { sizes: printedQuranCard.sizes, price: printedQuranCard.price, onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The printed Quran's three sizes, none chosen yet; each is a 44 px target. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: bn.sizePicker.label })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) {
      await expect(radio).not.toBeChecked();
      const target = radio.closest('label') as HTMLElement;
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getAllByText('৳১,২০০')).toHaveLength(3);
  },
};

export const MediumChosen: Story = { args: { defaultValue: 'medium' } };

/** The large size is sold out: disabled, dashed, "স্টক নেই"; the arrow keys pass over it. */
export const OneSizeSoldOut: Story = {
  args: { soldOut: printedQuranSoldOutSizes, defaultValue: 'small' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const large = canvas.getByRole('radio', { name: /বড়/ });
    await expect(large).toBeDisabled();
    await expect(canvas.getByText(bn.sizePicker.soldOut)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /ছোট/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /মাঝারি/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
    // Past the last size that can be chosen, the browser wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /ছোট/ })).toBeChecked();
    await expect(large).not.toBeChecked();
  },
};

/** Arrow keys move and choose; the page keeps the choice (controlled). */
export const KeyboardArrows: Story = {
  render: function KeyboardArrows(args) {
    const [size, setSize] = useState<V2Schemas['SizeOption'] | null>(null);
    return (
      <>
        <SizePicker
          {...args}
          value={size}
          onChange={(next) => {
            setSize(next);
            args.onChange?.(next);
          }}
        />
        <output data-testid="chosen">{size ?? ''}</output>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /ছোট/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('small');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /মাঝারি/ })).toHaveFocus();
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('medium');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /বড়/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
  },
};

/** A card with no stock left: every size is sold out. */
export const AllSoldOut: Story = {
  args: { sizes: soldOutQuranCard.sizes, price: soldOutQuranCard.price, soldOut: soldOutQuranCard.sizes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toBeDisabled();
  },
};

/** While the page adds the item to the basket. */
export const Disabled: Story = { args: { defaultValue: 'medium', disabled: true } };

/** On a 320 px phone the sizes wrap; nothing runs off the side. */
export const Phone320: Story = {
  args: { soldOut: printedQuranSoldOutSizes, defaultValue: 'medium' },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
