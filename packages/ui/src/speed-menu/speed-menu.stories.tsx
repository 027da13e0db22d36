import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { type PlaybackRate, SpeedMenu } from './speed-menu';

/** The menu lives in the video player's dark control bar: the stories draw one around it. */
const meta = {
  title: 'Learning/SpeedMenu',
  component: SpeedMenu,
  args: { value: 1, onChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-end',
          minBlockSize: '16rem',
          maxInlineSize: '22.5rem',
          padding: '0.5rem',
          borderRadius: '12px',
          backgroundColor: '#0b1f1a',
          color: '#ffffff',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SpeedMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Faster: Story = { args: { value: 1.25 } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'গতি ১×' }));
    const menu = canvas.getByRole('menu', { name: bn.speedMenu.menu });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveFocus();
  },
};

export const KeyboardChoosesASpeed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'গতি ১×' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: /১×/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: '১.২৫×' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(1.25);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Controlled by its parent, as the player does. */
export const Controlled: Story = {
  render: function Render(args) {
    const [rate, setRate] = useState<PlaybackRate>(args.value);
    return (
      <SpeedMenu
        {...args}
        value={rate}
        onChange={(next) => {
          setRate(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'গতি ১×' }));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '০.৭৫×' }));
    await expect(canvas.getByRole('button', { name: 'গতি ০.৭৫×' })).toBeVisible();
  },
};
