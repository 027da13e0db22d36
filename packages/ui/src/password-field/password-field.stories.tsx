import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { PasswordField } from './password-field';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { name: 'password', onValueChange: fn(), onVisibleChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 'bismillah2026' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(bn.passwordField.label);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: /দেখান/ }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: /লুকান/ }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Shown: Story = { args: { defaultValue: 'bismillah2026', defaultVisible: true } };

export const NewPassword: Story = {
  args: { label: 'নতুন পাসওয়ার্ড', hint: 'অন্তত ৮ অক্ষর', autoComplete: 'new-password' },
};

export const TooShort: Story = {
  args: { defaultValue: 'abc', error: formMessages.passwordShort, autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(bn.passwordField.label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(formMessages.passwordShort);
  },
};

export const Mismatch: Story = {
  args: {
    label: 'পাসওয়ার্ডটি আবার লিখুন',
    defaultValue: 'bismillah',
    error: formMessages.passwordMismatch,
    autoComplete: 'new-password',
  },
};
