import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { IdentityChangeForm } from './identity-change-form';

const t = bn.identityChangeForm;

/** Moving the account to another phone number or e-mail (issue 35): the new address, then its code. */
const meta = {
  title: 'Account/IdentityChangeForm',
  component: IdentityChangeForm,
  args: { step: 'ask', onRequest: fn(), onConfirm: fn(), onBack: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof IdentityChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new address and the current password, by keyboard alone. */
export const Ask: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('01812345678');
    await userEvent.tab();
    await userEvent.keyboard('Tilawat@2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledWith({
      identity: { kind: 'phone', phone: '+8801812345678' },
      current_password: 'Tilawat@2026',
    });
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
  },
};

/** The code sent to the new address. */
export const Confirm: Story = {
  args: { step: 'confirm', target: '01812345678' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.code }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ otp: '482913' });
  },
};

/** The server refused the password, beside its field. */
export const WrongPassword: Story = {
  args: { errors: { current_password: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।' } },
};
