import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { FavouriteButton } from './favourite-button';

const meta = {
  title: 'Shop/FavouriteButton',
  component: FavouriteButton,
  args: { pressed: false, onToggle: fn() },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite: an outlined heart, a 44 px target. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.favourite.add });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

/** A favourite: a filled heart; its tooltip and description say "প্রিয় থেকে সরান". */
export const On: Story = {
  args: { pressed: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.favourite.add });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleDescription(bn.favourite.remove);
  },
};

/** Toggled with the keyboard; the page keeps the state. */
export const Toggling: Story = {
  render: function Toggling(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <FavouriteButton
        {...args}
        pressed={pressed}
        onToggle={(next) => {
          setPressed(next);
          args.onToggle?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.favourite.add });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** Saving: a spinner, presses ignored, "অপেক্ষা করুন…" said. */
export const Busy: Story = {
  args: { pressed: true, busy: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** With its words, on an item's own page. */
export const WithLabel: Story = { args: { showLabel: true } };

export const WithLabelOn: Story = { args: { showLabel: true, pressed: true } };
