import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'আপনার নাম', name: 'name', autoComplete: 'name', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'আপনার নাম' });
    await userEvent.type(input, 'আমিনা');
    await expect(input).toHaveValue('আমিনা');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('আমিনা');
  },
};

export const WithHint: Story = { args: { hint: 'সার্টিফিকেটে এই নামটি ছাপা হবে' } };

export const Filled: Story = { args: { defaultValue: 'আমিনা খাতুন' } };

export const Invalid: Story = {
  args: { defaultValue: 'আ', error: formMessages.nameShort },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(formMessages.nameShort);
  },
};

export const Optional: Story = { args: { label: 'ঠিকানা', optional: true, autoComplete: 'street-address' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'আমিনা খাতুন' } };
