import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headerFooter } from '../fixtures/contract-examples';
import { Footer } from './footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { data: headerFooter },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '০৯৬১২-৩৪৫৬৭৮' })).toHaveAttribute(
      'href',
      'tel:09612345678',
    );
  },
};

export const Minimal: Story = {
  args: {
    data: {
      ...headerFooter,
      footer_columns: headerFooter.footer_columns.slice(0, 1),
      contact: { phone: '০৯৬১২-৩৪৫৬৭৮', email: null, address: null, hours: null },
      social: [],
    },
  },
};
