import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { modules } from '../fixtures/contract-examples';
import { ModuleList } from '../module-list/module-list';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'কোর্সের তথ্য',
    onValueChange: fn(),
    items: [
      {
        value: 'overview',
        label: 'বিবরণ',
        content: <p>মাখরাজ, হরকত ও তাজবিদের মৌলিক নিয়ম শিখে ধীরে ধীরে কুরআন শুদ্ধভাবে পড়তে শিখুন।</p>,
      },
      { value: 'syllabus', label: 'পাঠ্যসূচি', content: <ModuleList modules={modules} headingLevel={2} /> },
      {
        value: 'sample',
        label: 'নমুনা আয়াত',
        content: (
          <p lang="ar" dir="rtl">
            بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ
          </p>
        ),
      },
      { value: 'reviews', label: 'মতামত', content: <p>শিক্ষার্থীদের মতামত শীঘ্রই আসছে।</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [overview, syllabus, sample, reviews] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(syllabus).toHaveFocus();
    await expect(syllabus).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'পাঠ্যসূচি' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(sample).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sample');
  },
};

export const QuranSample: Story = { args: { defaultValue: 'sample' } };

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'live', label: 'লাইভ ক্লাস', content: <p>আসন্ন লাইভ ক্লাসগুলো</p> },
      { value: 'exam', label: 'পরীক্ষা', content: <p>পরীক্ষা</p>, disabled: true },
      { value: 'resources', label: 'পিডিএফ', content: <p>পড়ার উপকরণ</p> },
    ],
  },
};
