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

const withLogin = {
  ...headerFooter,
  footer_columns: [
    ...headerFooter.footer_columns,
    {
      title: 'সহায়তা',
      links: [
        { label: 'হোয়াটসঅ্যাপে কথা বলুন', href: 'https://wa.me/8801712345678', external: true },
        { label: 'লগইন', href: '/login', external: false },
      ],
    },
  ],
};

/** The CMS lists a login link: a visitor sees it. */
export const SignedOutWithLoginLink: Story = {
  args: { data: withLogin, accountLinks: [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');
  },
};

/** A signed-in learner is not offered the login link: their dashboard stands in its place. */
export const SignedIn: Story = {
  args: { data: withLogin, signedIn: true, accountLinks: [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'লগইন' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ড্যাশবোর্ড' })).toHaveAttribute('href', '/dashboard');
  },
};
