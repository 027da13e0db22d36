import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'ভর্তি হন', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

// A story that counts calls has a spy of its own: the meta's spy is shared by every story of the file.
export const Primary: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ভর্তি হন' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'বিস্তারিত দেখুন' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'পাসওয়ার্ড ভুলে গেছেন?' } };

export const Danger: Story = { args: { variant: 'danger', children: 'অর্ডার বাতিল করুন' } };

export const Large: Story = { args: { size: 'lg', children: 'এখনই কিনুন' } };

export const WithIcon: Story = {
  args: {
    children: 'ক্লাসে যোগ দিন',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M8 5v14l11-7z" />
      </svg>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'লগইন করুন', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'আসন পূর্ণ' } };

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'এগিয়ে যান' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
