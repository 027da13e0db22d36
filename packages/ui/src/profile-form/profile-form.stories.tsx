import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { emailLearner, learner } from '../fixtures/contract-examples';
import { ProfileForm } from './profile-form';

const t = bn.profileForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { user: learner, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone account: the name changed and the second number typed in Bengali digits, by keyboard alone. */
export const PhoneAccount: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('০১৭১২৩৪৫৬৭৮')).toBeVisible();
    await expect(canvas.getByText(t.accountNote)).toBeVisible();
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: t.name });
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.keyboard('আব্দুল্লাহ মামুন');
    await userEvent.tab();
    const extra = canvas.getByRole('textbox', { name: optional(t.phoneExtra) });
    await expect(extra).toHaveFocus();
    await expect(extra).toHaveAccessibleDescription(t.phoneExtraHint);
    await userEvent.clear(extra);
    await userEvent.keyboard('০১৯১২৩৪৫৬৭৮');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'আব্দুল্লাহ মামুন', phone_extra: '+8801912345678' });
  },
};

/** The second number emptied: sent as null, which removes it. */
export const RemoveSecondNumber: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: optional(t.phoneExtra) }));
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: learner.name, phone_extra: null });
  },
};

/** An e-mail account with no second number: the address shown, no phone. */
export const EmailAccount: Story = {
  args: { user: emailLearner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('rahima@example.com')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: optional(t.phoneExtra) })).toHaveValue('');
  },
};

/** A one-letter name and a wrong number: each message beside its field, focus on the first. */
export const InvalidOnSubmit: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: t.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'ক');
    const extra = canvas.getByRole('textbox', { name: optional(t.phoneExtra) });
    await userEvent.clear(extra);
    await userEvent.type(extra, '০১২১২৩৪৫৬৭৮');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(formMessages.nameShort);
    await expect(extra).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(formMessages.phone)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t.submit) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the number (400) and said why: beside the field, focused; its message announced. */
export const ServerErrors: Story = {
  args: { errors: { phone_extra: formMessages.phone }, error: 'তথ্য সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const extra = canvas.getByRole('textbox', { name: optional(t.phoneExtra) });
    await waitFor(() => expect(extra).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('তথ্য সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।');
  },
};

/** On a 360 px phone: nothing runs off the side, the fields and the button are 44 px targets or more. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: { user: emailLearner, errors: { name: formMessages.nameShort } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: t.title });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const control of [
      within(card).getByRole('textbox', { name: t.name }),
      within(card).getByRole('textbox', { name: optional(t.phoneExtra) }),
      within(card).getByRole('button', { name: t.submit }),
    ]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
