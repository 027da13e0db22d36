import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { SignupVerifyOtpStep } from './signup-verify-otp-step';

const meta = {
  title: 'Auth/signup-verify-otp',
  component: SignupVerifyOtpStep,
  args: { identity: '01712345678', resendCooldown: 60, onResend: fn(), onBack: fn(), onSubmit: fn() },
} satisfies Meta<typeof SignupVerifyOtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: bn.resend.action })).toBeDisabled();
    const cells = canvas.getAllByRole('textbox');
    await userEvent.click(cells[0] as HTMLElement);
    await userEvent.paste('482913');
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

export const Resending: Story = { args: { resendCooldown: 0, resendPending: true } };

export const WrongCode: Story = {
  args: { values: { otp: '482910' }, errors: { otp: 'কোডটি সঠিক নয়। আবার দেখে লিখুন।' } },
};

export const IncompleteCode: Story = { args: { values: { otp: '4829' }, errors: { otp: formMessages.otp } } };

export const Verifying: Story = { args: { values: { otp: '482913' }, pending: true } };

export const EmailAccount: Story = { args: { identity: 'amina@example.com' } };

export const Narrow320: Story = {
  args: { values: { otp: '482913' } },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('textbox');
    const card = canvasElement.querySelector('[data-step]') as HTMLElement;
    const last = (cells[5] as HTMLElement).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(last.width).toBeGreaterThanOrEqual(44);
  },
};
