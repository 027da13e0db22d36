import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeStep } from './one-time-code-step';

/**
 * The six-digit code screen the sign-up's verification and the sign-in by code share (internal: the
 * kit exports SignupVerifyOtpStep and LoginOtpStep, which give it their words).
 */
const meta = {
  title: 'Internal/OneTimeCodeStep',
  component: OneTimeCodeStep,
  args: {
    step: 'login-otp',
    copy: {
      title: 'কোড দিয়ে লগইন',
      description: (identity: string) => `${identity}-এ পাঠানো ছয় সংখ্যার কোডটি লিখে লগইন করুন।`,
      submit: 'লগইন করুন',
    },
    identity: '01712345678',
    resendCooldown: 0,
    onResend: fn(),
    onBack: fn(),
    onSubmit: fn(),
    submitOnComplete: false,
  },
} satisfies Meta<typeof OneTimeCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypedThenSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('482913');
    await userEvent.click(canvas.getByRole('button', { name: 'লগইন করুন' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '482913' });
  },
};
