import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodPicker } from './payment-method-picker';

const meta = {
  title: 'Commerce/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { name: 'method', onChange: fn() },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [bkash, nagad, upay, rocket] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(bkash).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(nagad).toHaveFocus();
    await expect(nagad).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('nagad');
    await userEvent.keyboard('{ArrowRight}');
    await expect(upay).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(rocket).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('rocket');
    await expect(nagad).toHaveAttribute('aria-checked', 'false');
  },
};

export const BkashChosen: Story = { args: { defaultValue: 'bkash' } };

export const UpayUnavailable: Story = { args: { defaultValue: 'nagad', disabledMethods: ['upay'] } };

export const Required: Story = { args: { error: 'পেমেন্টের জন্য একটি ওয়ালেট বেছে নিন।' } };

export const Narrow320: Story = {
  args: { defaultValue: 'rocket' },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
};
