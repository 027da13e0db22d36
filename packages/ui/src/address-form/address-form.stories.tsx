import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { keywordMessages } from '@tilawat/domain/rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { orderInfo } from '../fixtures/contract-examples';
import { AddressForm } from './address-form';

const t = bn.addressForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;

const meta = {
  title: 'Shop/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled with the keyboard alone (Bengali digits in the phone), then sent: only the fields given. */
export const Empty: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: t.name }));
    await userEvent.keyboard('আব্দুল্লাহ আল মামুন');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: bn.phoneField.label })).toHaveFocus();
    await userEvent.keyboard('০১৭১২৩৪৫৬৭৮');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: t.address })).toHaveFocus();
    await userEvent.keyboard('বাসা ৭, রোড ৩, মিরপুর ১০');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: optional(t.city) })).toHaveFocus();
    await userEvent.keyboard('ঢাকা');
    await userEvent.tab(); // note, left blank
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'আব্দুল্লাহ আল মামুন',
      phone: '+8801712345678',
      address: 'বাসা ৭, রোড ৩, মিরপুর ১০',
      city: 'ঢাকা',
    });
  },
};

/** Sent empty: each message beside its field, focus on the first. */
export const InvalidOnSubmit: Story = {
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    const name = canvas.getByRole('textbox', { name: t.name });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(formMessages.nameShort);
    await expect(canvas.getByRole('textbox', { name: t.address })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(keywordMessages.required as string)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The learner's last address, filled in; a buy-now order sends its size too. */
export const WithDefaultValues: Story = {
  args: { defaultValues: orderInfo, size: 'medium', onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: bn.phoneField.label })).toHaveValue('01712345678');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...orderInfo, size: 'medium' });
  },
};

export const Submitting: Story = {
  args: { defaultValues: orderInfo, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t.submit) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused fields (400): its messages beside them, focus on the first. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { ...orderInfo, address: 'ঢাকা' },
    errors: { address: keywordMessages.minLength },
    formError: 'ঠিকানাটি আবার দেখে নিন।',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole('textbox', { name: t.address });
    await waitFor(() => expect(address).toHaveFocus());
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('ঠিকানাটি আবার দেখে নিন।');
  },
};

/** On a 360 px phone: nothing runs off the side, the button is a full-width 52 px target. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: { errors: { name: formMessages.nameShort, address: keywordMessages.required } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: t.title });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(
      within(form).getByRole('button', { name: t.submit }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
