import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { headerFooter } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { Header } from './header';

const links = headerFooter.header_links;

describe('Header', () => {
  it('lists the CMS links in the main navigation and marks the current page', () => {
    render(<Header links={links} currentPath="/al-quran-course" />);
    const nav = screen.getByRole('navigation', { name: bn.header.nav });
    expect(nav.querySelectorAll('a')).toHaveLength(links.length);
    expect(screen.getByRole('link', { name: 'আল-কুরআন কোর্স' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'হোম' }).hasAttribute('aria-current')).toBe(false);
  });

  it('opens external links in a new tab and says so', () => {
    render(<Header links={links} />);
    const blog = screen.getByRole('link', { name: `ব্লগ ${bn.common.opensInNewTab}` });
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens and closes the phone menu with its button and Escape', async () => {
    render(<Header links={links} />);
    const button = screen.getByRole('button', { name: bn.header.menu });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      document.getElementById(button.getAttribute('aria-controls') ?? '')?.hasAttribute('data-open'),
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('offers login when signed out', () => {
    render(<Header links={links} />);
    expect(screen.getByRole('link', { name: bn.header.login }).getAttribute('href')).toBe('/login');
  });

  it("shows the learner's name and logs out when signed in", async () => {
    const onLogout = vi.fn();
    render(<Header links={links} user={{ name: 'আমিনা খাতুন' }} onLogout={onLogout} />);
    expect(screen.queryByRole('link', { name: bn.header.login })).toBeNull();
    expect(screen.getByText('আমিনা খাতুন')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: bn.header.logout }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('draws the account part without a name while the name is not known yet', () => {
    const accountLinks = [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }];
    render(<Header links={links} user={{ name: '' }} accountLinks={accountLinks} onLogout={() => {}} />);
    expect(screen.queryByRole('link', { name: bn.header.login })).toBeNull();
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeTruthy();
    expect(screen.getByRole('button', { name: bn.header.logout })).toBeTruthy();
    expect(screen.queryByText(`${bn.header.account}:`)).toBeNull();
  });

  it("shows the learner's own links when signed in, marking the current one, and hides them signed out", () => {
    const accountLinks = [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }];
    const { rerender } = render(
      <Header links={links} currentPath="/dashboard" user={{ name: 'আমিনা' }} accountLinks={accountLinks} />,
    );
    const dashboard = screen.getByRole('link', { name: 'ড্যাশবোর্ড' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    rerender(<Header links={links} currentPath="/dashboard" accountLinks={accountLinks} />);
    expect(screen.queryByRole('link', { name: 'ড্যাশবোর্ড' })).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <Header
        links={links}
        currentPath="/"
        user={{ name: 'আমিনা' }}
        accountLinks={[{ label: 'ড্যাশবোর্ড', href: '/dashboard' }]}
        onLogout={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
