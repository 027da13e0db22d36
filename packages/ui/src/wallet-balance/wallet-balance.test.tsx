import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { controlPanel } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { WalletBalance } from './wallet-balance';

const t = bn.walletBalance;
const figure = (term: string) => screen.getByText(term).closest('div')?.querySelector('dd')?.textContent;

describe('WalletBalance', () => {
  it('is a region titled by its heading', () => {
    render(<WalletBalance wallet={controlPanel.wallet} stars={3} points={45} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
  });

  it('shows the balance in ৳ and the stars and points in Bengali digits', () => {
    render(<WalletBalance wallet={controlPanel.wallet} stars={controlPanel.stars} points={1234} />);
    expect(figure(t.balance)).toBe('৳১,২৫০');
    expect(figure(t.stars)).toBe('৩');
    expect(figure(t.points)).toBe('১,২৩৪');
    const terms = within(screen.getByRole('region')).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['ব্যালেন্স', 'স্টার', 'পয়েন্ট']);
  });

  it('shows zero as ৳০, ০ and ০', () => {
    render(<WalletBalance wallet={{ amount: 0, currency: 'tk' }} stars={0} points={0} />);
    expect(figure(t.balance)).toBe('৳০');
    expect(figure(t.stars)).toBe('০');
    expect(figure(t.points)).toBe('০');
  });

  it('holds the action (a top-up link), at the heading level asked for', () => {
    render(
      <WalletBalance
        wallet={controlPanel.wallet}
        stars={3}
        points={45}
        headingLevel={3}
        action={<a href="/wallet/topup">টপ-আপ করুন</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: t.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'টপ-আপ করুন' }).getAttribute('href')).toBe('/wallet/topup');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <WalletBalance
        wallet={controlPanel.wallet}
        stars={3}
        points={45}
        action={<a href="/wallet/topup">টপ-আপ করুন</a>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
