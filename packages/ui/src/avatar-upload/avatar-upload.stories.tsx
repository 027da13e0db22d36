import type { Meta, StoryObj } from '@storybook/react-vite';
import { AVATAR_MAX_BYTES } from '@tilawat/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { emailLearner, learner } from '../fixtures/contract-examples';
import { AvatarUpload, type AvatarUploadProps } from './avatar-upload';

const t = bn.avatarUpload;

/** A real 120 px PNG drawn in the browser: a gold disc on green, as a learner's chosen photo. */
async function pngFile(name = 'photo.png'): Promise<File> {
  const canvas = new OffscreenCanvas(120, 120);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#0F6B5C';
  context.fillRect(0, 0, 120, 120);
  context.fillStyle = '#B8892E';
  context.beginPath();
  context.arc(60, 60, 36, 0, Math.PI * 2);
  context.fill();
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}

const meta = {
  title: 'Account/AvatarUpload',
  component: AvatarUpload,
  args: { src: null, name: learner.name, onUpload: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials in a circle; a photo chosen by keyboard shows at once and is sent. */
export const NoPhoto: Story = {
  args: { onUpload: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: t.noPhoto(learner.name) })).toHaveTextContent('আম');
    await userEvent.tab();
    const input = canvas.getByLabelText(t.choose);
    await expect(input).toHaveFocus();
    // The input is out of sight: its label, drawn as the button, shows the focus ring.
    await expect(getComputedStyle(canvas.getByText(t.choose)).outlineStyle).toBe('solid');
    await expect(input).toHaveAccessibleName(t.choose);
    await expect(input).toHaveAccessibleDescription('JPEG, PNG বা WebP; সর্বোচ্চ ২ মেগাবাইট');
    const file = await pngFile();
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    const preview = canvas.getByRole('img', { name: t.photo(learner.name) });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(120));
  },
};

export const WithPhoto: Story = {
  args: { src: emailLearner.avatar, name: emailLearner.name },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: t.photo(emailLearner.name) });
    await expect(photo.getBoundingClientRect().width).toBe(96);
    await expect(photo.getBoundingClientRect().height).toBe(96);
  },
};

/** A GIF (the file dialog's "all files"): refused beside the button, nothing sent. */
export const WrongType: Story = {
  args: { onUpload: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t.choose);
    await userEvent.upload(input, new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('শুধু JPEG, PNG বা WebP ছবি দেওয়া যাবে।');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A photo over 2 MB: refused with the limit in Bengali digits, nothing sent. */
export const TooLarge: Story = {
  args: { onUpload: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText(t.choose), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ছবিটি অনেক বড়। ২ মেগাবাইটের ছোট ছবি দিন।');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { src: emailLearner.avatar, name: emailLearner.name, uploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('ছবি পাঠানো হচ্ছে…');
  },
};

/** The server could not read the file: its message announced, the old photo shown. */
export const ServerError: Story = {
  args: {
    src: emailLearner.avatar,
    name: emailLearner.name,
    error: 'ছবিটি খোলা যাচ্ছে না, ফাইলটি হয়তো নষ্ট বা অসম্পূর্ণ। অন্য একটি JPEG, PNG বা WebP ছবি দিন।',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ছবিটি খোলা যাচ্ছে না');
  },
};

/** As a page uses it: sending takes a moment, then the server's photo replaces the preview. */
function UploadFlow(props: AvatarUploadProps) {
  const [state, setState] = useState({ src: props.src, uploading: false });
  return (
    <AvatarUpload
      {...props}
      src={state.src}
      uploading={state.uploading}
      onUpload={async (file) => {
        props.onUpload(file);
        setState((s) => ({ ...s, uploading: true }));
        await new Promise((resolve) => setTimeout(resolve, 300));
        setState({ src: emailLearner.avatar, uploading: false });
      }}
    />
  );
}

export const Flow: Story = {
  args: { onUpload: fn() },
  render: (args) => <UploadFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(t.choose), await pngFile());
    await expect(canvas.getByRole('status')).toHaveTextContent(t.uploading);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    await expect(canvas.getByRole('img', { name: t.photo(learner.name) })).toHaveAttribute(
      'src',
      emailLearner.avatar,
    );
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone: the photo and the button fit, the button a 44 px target. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: { error: 'ছবিটি অনেক বড়। ২ মেগাবাইটের ছোট ছবি দিন।' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t.title });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const button = within(group).getByText(t.choose);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
