import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { SignupNamePasswordStep } from './signup-name-password-step';

const copy = bn.auth['signup-name-password'];

const meta = {
  title: 'Auth/signup-name-password',
  component: SignupNamePasswordStep,
  args: { identity: '01712345678', onBack: fn(), onSubmit: fn() },
} satisfies Meta<typeof SignupNamePasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: copy.name }), 'আমিনা খাতুন');
    await userEvent.type(canvas.getByLabelText(copy.password), 'bismillah2026');
    await userEvent.type(canvas.getByLabelText(copy.confirmPassword), 'bismillah2026');
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'আমিনা খাতুন',
      password: 'bismillah2026',
      confirm_password: 'bismillah2026',
      phone_extra: '',
    });
  },
};

export const WithErrors: Story = {
  args: {
    values: { name: 'আ', password: 'abc', confirm_password: 'abd', phone_extra: '0199' },
    errors: {
      name: formMessages.nameShort,
      password: formMessages.passwordShort,
      confirm_password: formMessages.passwordMismatch,
      phone_extra: formMessages.phone,
    },
  },
};

export const Registering: Story = {
  args: {
    values: { name: 'আমিনা খাতুন', password: 'bismillah2026', confirm_password: 'bismillah2026' },
    pending: true,
  },
};

export const AccountExists: Story = {
  args: { formError: 'এই নম্বরে আগে থেকেই একটি অ্যাকাউন্ট আছে। লগইন করুন।' },
};

/** After a verification that discarded an earlier registration's name and password (issue 35). */
export const AfterVerification: Story = {
  args: { afterVerification: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: copy.verifiedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.verifiedSubmit })).toBeVisible();
  },
};
