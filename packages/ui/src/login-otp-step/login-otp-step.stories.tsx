import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { LoginOtpStep } from './login-otp-step';

const copy = bn.auth['login-otp'];

const meta = {
  title: 'Auth/login-otp',
  component: LoginOtpStep,
  args: {
    identity: '01712345678',
    resendCooldown: 60,
    submitOnComplete: false,
    onResend: fn(),
    onBack: fn(),
    onUsePassword: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginOtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: copy.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.resend.action })).toBeDisabled();
    const cells = canvas.getAllByRole('textbox');
    await userEvent.click(cells[0] as HTMLElement);
    await userEvent.paste('482913');
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '482913' });
  },
};

export const CanResend: Story = {
  args: { resendCooldown: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.resend.action }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Sending: Story = { args: { resendCooldown: 0, resendPending: true, pending: true } };

export const BackToPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.usePassword }));
    await expect(args.onUsePassword).toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: { values: { otp: '482910' }, errors: { otp: 'কোডটি সঠিক নয়। আবার চেষ্টা করুন।' } },
};

export const ExpiredCode: Story = {
  args: {
    values: { otp: '482913' },
    errors: { otp: 'কোডটির মেয়াদ শেষ হয়েছে। নতুন কোড নিন।' },
    resendCooldown: 0,
  },
};

export const TooManyRequests: Story = {
  args: { formError: 'নতুন কোড নিতে এক মিনিট অপেক্ষা করুন।' },
};

export const IncompleteCode: Story = { args: { values: { otp: '4829' }, errors: { otp: formMessages.otp } } };

export const SigningIn: Story = { args: { values: { otp: '482913' }, pending: true } };

export const EmailAccount: Story = { args: { identity: 'amina@example.com' } };

export const Narrow360: Story = {
  args: { identity: 'abdullah.al.mamun.learner@example.com', values: { otp: '482913' } },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (canvasElement.querySelector('[data-step]') as HTMLElement).getBoundingClientRect();
    const last = (canvas.getAllByRole('textbox')[5] as HTMLElement).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(card.right);
    const usePassword = canvas.getByRole('button', { name: copy.usePassword }).getBoundingClientRect();
    await expect(usePassword.right).toBeLessThanOrEqual(card.right);
    await expect(usePassword.height).toBeGreaterThanOrEqual(44);
  },
};
