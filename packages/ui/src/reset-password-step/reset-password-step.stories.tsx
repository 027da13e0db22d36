import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ResetPasswordStep } from './reset-password-step';

const copy = bn.auth['reset-password'];

const meta = {
  title: 'Auth/reset-password',
  component: ResetPasswordStep,
  args: { identity: '01712345678', resendCooldown: 60, onResend: fn(), onBack: fn(), onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.paste('১২৩৪৫৬');
    await userEvent.type(canvas.getByLabelText(copy.newPassword), 'notun-pass1');
    await userEvent.type(canvas.getByLabelText(copy.confirmPassword), 'notun-pass1');
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      otp: '123456',
      new_password: 'notun-pass1',
      confirm_password: 'notun-pass1',
    });
  },
};

export const CanResend: Story = { args: { resendCooldown: 0 } };

export const PasswordsDiffer: Story = {
  args: {
    values: { otp: '123456', new_password: 'notun-pass1', confirm_password: 'notun-pass2' },
    errors: { confirm_password: formMessages.passwordMismatch },
  },
  play: async ({ canvasElement }) => {
    const confirm = within(canvasElement).getByLabelText(copy.confirmPassword);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveFocus();
  },
};

export const WrongCode: Story = {
  args: { values: { otp: '123450' }, errors: { otp: 'কোডটি সঠিক নয় বা মেয়াদ শেষ। নতুন কোড নিন।' } },
};

export const Saving: Story = {
  args: {
    values: { otp: '123456', new_password: 'notun-pass1', confirm_password: 'notun-pass1' },
    pending: true,
  },
};
