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

  it('should have no accessibility violations', async () => {
    const { container } = render(<Footer data={headerFooter} />);
    await expectNoAxeViolations(container);
  });
});
