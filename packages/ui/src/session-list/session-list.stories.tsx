import type { Meta, StoryObj } from '@storybook/react-vite';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { sessionLimit, sessions, storyNow } from '../fixtures/contract-examples';
import { SessionList, type SessionListProps } from './session-list';

const t = bn.sessionList;
const [current, iphone, windows] = sessions as [
  V3Schemas['Session'],
  V3Schemas['Session'],
  V3Schemas['Session'],
];

const meta = {
  title: 'Account/SessionList',
  component: SessionList,
  args: { sessions, limit: sessionLimit, now: storyNow, onEnd: fn(), onEndOthers: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three devices, this one first; another signed out by keyboard, with no question asked. */
export const ThreeDevices: Story = {
  args: { onEnd: fn(), onEndOthers: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText(t.current)).toBeVisible();
    await expect(canvas.getByText(t.limit(3))).toBeVisible();
    await userEvent.tab();
    const iphoneButton = canvas.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' });
    await expect(iphoneButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledWith(iphone.id);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Firefox · Windows থেকে লগআউট করুন' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.endOthers })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
  },
};

/** Signed in here alone: no sign-out buttons, a sentence saying so. */
export const OnlyThisDevice: Story = {
  args: { sessions: [current] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(t.noOthers)).toBeVisible();
  },
};

/** One device being signed out: its button is busy. */
export const EndingOne: Story = {
  args: { ending: windows.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Firefox · Windows থেকে লগআউট করুন/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const EndingOthers: Story = {
  args: { ending: 'others' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(t.endOthers) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** As a page uses it: the device goes after a moment, and focus lands on the title, not the page's top. */
function EndFlow(props: SessionListProps) {
  const [state, setState] = useState<{ sessions: readonly V3Schemas['Session'][]; ending: string | null }>({
    sessions: props.sessions,
    ending: null,
  });
  const end = async (ids: (session: V3Schemas['Session']) => boolean, ending: string) => {
    setState((s) => ({ ...s, ending }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    setState((s) => ({ sessions: s.sessions.filter((session) => !ids(session)), ending: null }));
  };
  return (
    <SessionList
      {...props}
      sessions={state.sessions}
      ending={state.ending}
      onEnd={(id) => {
        props.onEnd(id);
        return end((session) => session.id === id, id);
      }}
      onEndOthers={() => {
        props.onEndOthers();
        return end((session) => !session.current, 'others');
      }}
    />
  );
}

export const Flow: Story = {
  args: { onEnd: fn(), onEndOthers: fn() },
  render: (args) => <EndFlow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Safari · iPhone থেকে লগআউট করুন' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByRole('heading', { name: t.title })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t.endOthers }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: t.title })).toHaveFocus();
    await expect(canvas.getByText(t.noOthers)).toBeVisible();
  },
};

/** On a 360 px phone: nothing runs off the side, every button a 44 px target. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: t.title });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const button of within(card).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};
