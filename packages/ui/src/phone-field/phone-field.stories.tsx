import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { PhoneField } from './phone-field';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { name: 'phone', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: bn.phoneField.label });
    await userEvent.type(input, '০১৭১২৩৪৫৬৭৮');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('০১৭১২৩৪৫৬৭৮', '+8801712345678');
  },
};

export const Filled: Story = { args: { defaultValue: '01712345678' } };

export const Invalid: Story = {
  args: { defaultValue: '01712', error: formMessages.phone },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(formMessages.phone)).toBeVisible();
  },
};

export const OptionalSecondNumber: Story = {
  args: {
    label: bn.auth['signup-name-password'].phoneExtra,
    hint: bn.auth['signup-name-password'].phoneExtraHint,
    optional: true,
    name: 'phone_extra',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '01712345678' } };
