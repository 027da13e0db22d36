import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { advancedCourse, course } from '../fixtures/contract-examples';
import { CourseCard } from './course-card';

const meta = {
  title: 'Learning/CourseCard',
  component: CourseCard,
  args: { course, href: '/al-quran-course/quran-shikkha-beginner' },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>];

export const Beginner: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: course.title });
    await expect(link).toHaveAttribute('href', '/al-quran-course/quran-shikkha-beginner');
    await expect(within(canvasElement).getByText('৳১,৫০০')).toBeVisible();
  },
};

export const AdvancedLiveOnly: Story = {
  decorators: narrow,
  args: { course: advancedCourse, href: '/al-quran-course/tajweed-advanced' },
};

export const WithCoverImage: Story = {
  decorators: narrow,
  args: {
    course: {
      ...course,
      // A tiny inline image: stories never touch the network.
      cover_image:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 7"%3E%3Crect width="16" height="7" fill="%230F6B5C"/%3E%3Ccircle cx="8" cy="3.5" r="2.5" fill="%23B8892E"/%3E%3C/svg%3E',
    },
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          maxInlineSize: '52rem',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: () => (
    <>
      <CourseCard course={course} href="/al-quran-course/quran-shikkha-beginner" />
      <CourseCard course={advancedCourse} href="/al-quran-course/tajweed-advanced" />
      <CourseCard
        course={{ ...course, id: 2, slug: 'noorani', title: 'নূরানী কায়দা — শিশুদের জন্য', level: 'intermediate' }}
        href="/al-quran-course/noorani"
      />
    </>
  ),
};
