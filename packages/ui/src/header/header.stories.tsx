import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { headerFooter } from '../fixtures/contract-examples';
import { Header } from './header';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { links: headerFooter.header_links, currentPath: '/al-quran-course', onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = { args: { user: { name: 'আমিনা খাতুন' } } };

/** The learner's own pages (the web passes its dashboard link) beside their name; current one marked. */
export const SignedInWithAccountLinks: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 1024 }}>{Story()}</div>],
  args: {
    user: { name: 'আমিনা খাতুন' },
    currentPath: '/dashboard',
    accountLinks: [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ড্যাশবোর্ড' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Signed in, name not known yet: the server saw only the refresh token (the access cookie had expired),
 * so the first paint draws the account links and logout; the browser adds the name from its session.
 */
export const SignedInNameNotYetKnown: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 1024 }}>{Story()}</div>],
  args: { user: { name: '' }, accountLinks: [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: bn.header.login })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.header.logout })).toBeVisible();
  },
};

const phone: Story['decorators'] = [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>];

export const Wide: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 1024 }}>{Story()}</div>],
  args: { user: { name: 'আমিনা খাতুন' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'আল-কুরআন কোর্স' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: bn.header.menu })).toBeNull();
  },
};

export const PhoneMenu: Story = {
  decorators: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: bn.header.menu });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'আল-কুরআন কোর্স' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const PhoneMenuOpenSignedIn: Story = {
  args: {
    defaultMenuOpen: true,
    user: { name: 'আব্দুল্লাহ আল মামুন' },
    accountLinks: [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }],
  },
};

export const Narrow320: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  args: { defaultMenuOpen: true },
};
