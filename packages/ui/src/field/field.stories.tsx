import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './field';
import styles from './field.module.css';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'জেলা',
    hint: 'যেখানে বই পাঠানো হবে',
    children: (control) => (
      <select {...control} className={styles.control} defaultValue="">
        <option value="" disabled>
          বেছে নিন
        </option>
        <option value="dhaka">ঢাকা</option>
        <option value="chattogram">চট্টগ্রাম</option>
        <option value="sylhet">সিলেট</option>
      </select>
    ),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSelect: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'জেলা' })).toHaveAccessibleDescription(
      'যেখানে বই পাঠানো হবে',
    );
  },
};

export const WithError: Story = { args: { error: 'বই পাঠানোর জেলা বেছে নিন।' } };

export const OptionalTextarea: Story = {
  args: {
    label: 'মন্তব্য',
    hint: 'কোর্স নিয়ে আপনার মতামত',
    optional: true,
    children: (control) => <textarea {...control} className={styles.control} rows={3} />,
  },
};
