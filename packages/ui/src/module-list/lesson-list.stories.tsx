import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LessonList } from './lesson-list';

const meta = {
  title: 'Learning/LessonList',
  component: LessonList,
  args: {
    label: 'আরবি হরফ ও মাখরাজ',
    lessons: [
      {
        key: '101',
        title: 'হরফ পরিচিতি',
        durationSeconds: 840,
        href: '/recording/101',
        free: true,
        current: true,
      },
      {
        key: '102',
        title: 'হলকি হরফের মাখরাজ',
        durationSeconds: 1320,
        href: '/recording/102',
        free: false,
        current: false,
        watched: true,
      },
      {
        key: '103',
        title: 'জিহ্বার হরফসমূহ',
        durationSeconds: 1140,
        href: '/recording/103',
        free: false,
        current: false,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof LessonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enrolled learner watching the first lesson: every lesson opens its page. */
export const Enrolled: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: /হরফ পরিচিতি/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

/** A visitor on a free lesson: the other lessons are locked until they enroll. */
export const FreeLessonOnly: Story = {
  args: {
    lessons: [
      {
        key: '101',
        title: 'হরফ পরিচিতি',
        durationSeconds: 840,
        href: '/recording/101',
        free: true,
        current: true,
      },
      {
        key: '102',
        title: 'হলকি হরফের মাখরাজ',
        durationSeconds: 1320,
        href: null,
        free: false,
        current: false,
      },
      { key: '103', title: 'জিহ্বার হরফসমূহ', durationSeconds: 1140, href: null, free: false, current: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};
