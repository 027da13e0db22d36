import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enrolledModules, modules } from '../fixtures/contract-examples';
import { ModuleList } from './module-list';

const meta = {
  title: 'Learning/ModuleList',
  component: ModuleList,
  args: { modules, onSelectRecording: fn(), onOpenResource: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ModuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEnrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /হরফ পরিচিতি/ }));
    await expect(args.onSelectRecording).toHaveBeenCalled();
    const second = canvas.getByRole('button', { name: /হরকত, তানভীন ও মাদ/ });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('মাদের প্রকার')).toBeVisible();
  },
};

export const EnrolledWatching: Story = {
  args: { modules: enrolledModules, currentRecordingId: 202, defaultExpanded: [41, 42] },
};

/** A course page: free lessons link to their own pages (`/recording/{id}`), the rest stay locked. */
export const FreeLessonsAsLinks: Story = {
  args: {
    modules: modules.map((m) => ({
      ...m,
      recordings: m.recordings.map((r) => ({ ...r, playback_url: null })),
    })),
    recordingHref: (recording) => (recording.free ? `/recording/${recording.id}` : null),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /হরফ পরিচিতি/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/recording\/\d+$/));
  },
};

export const AllFolded: Story = { args: { defaultExpanded: [] } };
