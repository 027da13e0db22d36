import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { FileField } from './file-field';

const t = bn.fileField;
const label = 'পিডিএফ ফাইল';
const handout = 'তাজবীদ-হ্যান্ডআউট-অধ্যায়-০৩-মাখরাজ-ও-সিফাত-চূড়ান্ত-সংস্করণ.pdf';
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/**
 * A Bengali file picker for the operator console's lesson videos and PDFs: the real
 * `<input type="file">` stays in the page out of sight (focusable, opened by keyboard), its label is
 * drawn as the kit's secondary button, and the chosen file's name (or "কোনো ফাইল বাছাই হয়নি") sits
 * beside it. Hint and error as in TextField.
 */
const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: { label, accept: 'application/pdf,.pdf', onFile: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button and "কোনো ফাইল বাছাই হয়নি", in Bengali whatever the browser's language. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(label);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleName(label);
    await expect(input).toHaveAccessibleDescription(t.none);
    await expect(canvas.getByText(t.none)).toBeVisible();
    await expect(canvas.getByText(label).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Reached by Tab (the focus ring on the button), a PDF picked: its name beside the button, and onFile. */
export const Chosen: Story = {
  args: { onFile: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(label);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The input is out of sight: its label, drawn as the button, shows the focus ring.
    await expect(getComputedStyle(canvas.getByText(label)).outlineStyle).toBe('solid');
    const file = pdf('পাঠ-০৩-মাখরাজ.pdf');
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    const name = canvas.getByText(file.name);
    await expect(name).toBeVisible();
    // Beside the button, on its line (either side: right-to-left pages mirror it).
    const box = canvas.getByText(label).getBoundingClientRect();
    const middle = name.getBoundingClientRect().top + name.getBoundingClientRect().height / 2;
    await expect(middle).toBeGreaterThan(box.top);
    await expect(middle).toBeLessThan(box.bottom);
    await expect(canvas.queryByText(t.none)).toBeNull();
    await expect(input).toHaveAccessibleDescription(`${t.chosen} ${file.name}`);
  },
};

export const WithHint: Story = {
  args: { label: 'পাঠের ভিডিও', accept: 'video/*', hint: 'MP4 বা WebM; সর্বোচ্চ ২ গিগাবাইট' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('পাঠের ভিডিও');
    await expect(input).toHaveAccessibleDescription(`${t.none} MP4 বা WebM; সর্বোচ্চ ২ গিগাবাইট`);
    // The hint is a line of its own under the button and the name.
    const hint = within(canvasElement).getByText('MP4 বা WebM; সর্বোচ্চ ২ গিগাবাইট').getBoundingClientRect();
    const button = within(canvasElement).getByText('পাঠের ভিডিও').getBoundingClientRect();
    await expect(hint.top).toBeGreaterThanOrEqual(button.bottom);
  },
};

/** A refusal under the field: the input invalid and described by it. */
export const WithError: Story = {
  args: { hint: 'শুধু PDF', error: 'শুধু PDF ফাইল দেওয়া যাবে।' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${t.none} শুধু PDF শুধু PDF ফাইল দেওয়া যাবে।`);
  },
};

/** While an upload runs: the button looks disabled and the input is disabled (out of the Tab order). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(label)).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText(label)).cursor).toBe('not-allowed');
  },
};

/** A 360 px phone, a long file name without spaces: it wraps, nothing overflows, the button 44 px. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: { hint: 'শুধু PDF; সর্বোচ্চ ২০ মেগাবাইট', onFile: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(label), pdf(handout));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    const button = canvas.getByText(label);
    const field = button.parentElement as HTMLElement;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const name = canvas.getByText(handout).getBoundingClientRect();
    await expect(name.right).toBeLessThanOrEqual(field.getBoundingClientRect().right);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
