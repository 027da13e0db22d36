import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { leadCourses, leadCreated } from '../fixtures/contract-examples';
import { LeadForm } from './lead-form';

const t = bn.leadForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;

const meta = {
  title: 'Commerce/LeadForm',
  component: LeadForm,
  args: { courses: leadCourses, onSubmit: fn(), onReset: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled with the keyboard alone, then sent: only the fields given, the phone as +8801…. */
export const Empty: Story = {
  // Its own spy: the meta's is shared by every story of the file.
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: t.name }));
    await userEvent.keyboard('রহিমা বেগম');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: bn.phoneField.label })).toHaveFocus();
    await userEvent.keyboard('০১৮১২৩৪৫৬৭৮');
    await userEvent.tab(); // e-mail, left blank
    await userEvent.tab(); // course
    await expect(canvas.getByRole('combobox', { name: optional(t.course) })).toHaveFocus();
    await userEvent.tab(); // time
    await userEvent.tab(); // message
    await userEvent.keyboard('মেয়ের জন্য জানতে চাই');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'রহিমা বেগম',
      phone: '+8801812345678',
      message: 'মেয়ের জন্য জানতে চাই',
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
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(formMessages.nameShort);
    await expect(name).toHaveFocus();
    await expect(canvas.getByText(formMessages.phone)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a course's own page: the course is known, no select; it is sent with the lead. */
export const OnACoursePage: Story = {
  args: { courses: [], defaultCourse: 1, onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: optional(t.course) })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: t.name }), 'করিম');
    await userEvent.type(canvas.getByRole('textbox', { name: bn.phoneField.label }), '01712345678');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: optional(t.time) }), t.times.night);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'করিম',
      phone: '+8801712345678',
      course: 1,
      preferred_time: 'night',
    });
  },
};

/** A course chosen at first from the list. */
export const WithDefaultCourse: Story = {
  args: { defaultCourse: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: optional(t.course) })).toHaveValue('3');
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

/** The server refused fields (400): its messages beside them, focus on the first. */
export const ServerErrors: Story = {
  args: { errors: { phone: formMessages.phone, email: formMessages.email } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: bn.phoneField.label });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: optional(t.email) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Too many requests from this address (429): the server's message as an alert. */
export const RateLimited: Story = {
  args: { formError: 'অনেকবার চেষ্টা করেছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'অনেকবার চেষ্টা করেছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    );
  },
};

/** Sent: the server's thanks in place of the form. */
export const Success: Story = {
  args: { success: leadCreated.data.msg },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('group', { name: t.thanksTitle })).toHaveAccessibleDescription(
      leadCreated.data.msg,
    );
    await userEvent.click(canvas.getByRole('button', { name: t.again }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** The whole round trip as a page drives it: send, wait, thanks (focused), send another. */
export const RoundTrip: Story = {
  args: { onSubmit: fn() },
  render: function RoundTrip(args) {
    const [submitting, setSubmitting] = useState(false);
    const [success, setSuccess] = useState<string | null>(null);
    return (
      <LeadForm
        {...args}
        submitting={submitting}
        success={success}
        onSubmit={async (payload: V3Schemas['LeadPayload']) => {
          args.onSubmit(payload);
          setSubmitting(true);
          await new Promise((resolve) => setTimeout(resolve, 50));
          setSubmitting(false);
          setSuccess(leadCreated.data.msg);
        }}
        onReset={() => setSuccess(null)}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.name }), 'রহিমা বেগম');
    await userEvent.type(canvas.getByRole('textbox', { name: bn.phoneField.label }), '01812345678{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'রহিমা বেগম', phone: '+8801812345678' });
    const thanks = await canvas.findByRole('group', { name: t.thanksTitle });
    await waitFor(() => expect(thanks).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.again })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: t.name });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('');
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: { errors: { name: formMessages.nameShort } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: t.title });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
