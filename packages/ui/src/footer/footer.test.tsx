import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { headerFooter } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { Footer } from './footer';

describe('Footer', () => {
  it('is the page footer with one navigation per CMS column', () => {
    render(<Footer data={headerFooter} />);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const policy = screen.getByRole('navigation', { name: 'নীতিমালা' });
    expect([...policy.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/terms',
      '/privacy',
      '/refund-policy',
    ]);
  });

  it('links the hotline and e-mail, with the number dialable', () => {
    render(<Footer data={headerFooter} />);
    expect(screen.getByRole('link', { name: '০৯৬১২-৩৪৫৬৭৮' }).getAttribute('href')).toBe('tel:09612345678');
    expect(screen.getByRole('link', { name: 'support@tilawat.com.bd' }).getAttribute('href')).toBe(
      'mailto:support@tilawat.com.bd',
    );
  });

  it('names social networks in Bengali, in a new tab', () => {
    render(<Footer data={headerFooter} />);
    const facebook = screen.getByRole('link', {
      name: `${bn.footer.networks.facebook} ${bn.common.opensInNewTab}`,
    });
    expect(facebook.getAttribute('target')).toBe('_blank');
  });

  it('leaves out what the CMS left empty', () => {
    render(
      <Footer
        data={{
          ...headerFooter,
          contact: { phone: null, email: null, address: null, hours: null },
          social: [],
        }}
      />,
    );
    expect(screen.queryByText(bn.footer.phone)).toBeNull();
    expect(screen.queryByRole('navigation', { name: bn.footer.social })).toBeNull();
  });

  describe('a signed-in learner', () => {
    const help = {
      title: 'সহায়তা',
      links: [
        { label: 'হোয়াটসঅ্যাপে কথা বলুন', href: 'https://wa.me/8801712345678', external: true },
        { label: 'লগইন', href: '/login', external: false },
      ],
    };
    const data = { ...headerFooter, footer_columns: [...headerFooter.footer_columns, help] };
    const accountLinks = [{ label: 'ড্যাশবোর্ড', href: '/dashboard' }];
    const hrefs = (name: string) =>
      [...screen.getByRole('navigation', { name }).querySelectorAll('a')].map((a) => a.getAttribute('href'));

    it('is offered the CMS login link when signed out', () => {
      render(<Footer data={data} accountLinks={accountLinks} />);
      expect(hrefs('সহায়তা')).toEqual(['https://wa.me/8801712345678', '/login']);
    });

    it('sees their own pages where the CMS put the login link', () => {
      render(<Footer data={data} signedIn accountLinks={accountLinks} />);
      expect(screen.queryByRole('link', { name: 'লগইন' })).toBeNull();
      expect(hrefs('সহায়তা')).toEqual(['https://wa.me/8801712345678', '/dashboard']);
      expect(screen.getByRole('link', { name: 'ড্যাশবোর্ড' }).hasAttribute('target')).toBe(false);
    });

    it.each([
      { given: '/login?next=/dashboard', why: 'a login link with a return path' },
      { given: '/signin', why: 'a login path of its own', loginHref: '/signin' },
    ])('loses $why', ({ given, loginHref }) => {
      const column = { title: 'সহায়তা', links: [{ label: 'লগইন', href: given, external: false }] };
      render(
        <Footer
          data={{ ...headerFooter, footer_columns: [column] }}
          signedIn
          loginHref={loginHref}
          accountLinks={accountLinks}
        />,
      );
      expect(screen.queryByRole('link', { name: 'লগইন' })).toBeNull();
      expect(screen.getByRole('link', { name: 'ড্যাশবোর্ড' }).getAttribute('href')).toBe('/dashboard');
    });

    it('repeats no link the column already has', () => {
      const withDashboard = {
        title: 'সহায়তা',
        links: [
          { label: 'ড্যাশবোর্ড', href: '/dashboard', external: false },
          { label: 'লগইন', href: '/login', external: false },
        ],
      };
      render(
        <Footer
          data={{ ...headerFooter, footer_columns: [withDashboard] }}
          signedIn
          accountLinks={accountLinks}
        />,
      );
      expect(hrefs('সহায়তা')).toEqual(['/dashboard']);
    });

    it('drops a column left with no links', () => {
      const onlyLogin = { title: 'অ্যাকাউন্ট', links: [{ label: 'লগইন', href: '/login', external: false }] };
      render(<Footer data={{ ...headerFooter, footer_columns: [onlyLogin, help] }} signedIn />);
      expect(screen.queryByRole('navigation', { name: 'অ্যাকাউন্ট' })).toBeNull();
      expect(hrefs('সহায়তা')).toEqual(['https://wa.me/8801712345678']);
    });

    it('should have no accessibility violations', async () => {
      const { container } = render(<Footer data={data} signedIn accountLinks={accountLinks} />);
      await expectNoAxeViolations(container);
    });
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Footer data={headerFooter} />);
    await expectNoAxeViolations(container);
  });
});
