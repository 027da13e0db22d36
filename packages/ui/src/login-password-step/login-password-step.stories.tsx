import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { LoginPasswordStep } from './login-password-step';

const copy = bn.auth['login-password'];

const meta = {
  title: 'Auth/login-password',
  component: LoginPasswordStep,
  args: {
    identity: '01712345678',
    onSubmit: fn(),
    onBack: fn(),
    onForgotPassword: fn(),
    onUseCode: fn(),
  },
} satisfies Meta<typeof LoginPasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(bn.passwordField.label), 'bismillah2026');
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'bismillah2026' });
    await userEvent.click(canvas.getByRole('button', { name: copy.forgot }));
    await expect(args.onForgotPassword).toHaveBeenCalled();
  },
};

export const UseCode: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.useCode }));
    await expect(args.onUseCode).toHaveBeenCalled();
  },
};

export const PasswordOnly: Story = { args: { onUseCode: undefined } };

export const EmailAccount: Story = { args: { identity: 'abdullah.al.mamun@example.com' } };

export const MissingPassword: Story = { args: { errors: { password: formMessages.passwordShort } } };

export const WrongPassword: Story = { args: { formError: 'ফোন নম্বর/ইমেইল বা পাসওয়ার্ড সঠিক নয়।' } };

export const SigningIn: Story = { args: { values: { password: 'bismillah2026' }, pending: true } };
