import { render, screen, within } from '@testing-library/react';
import { formatDateTime, transactionStatuses } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { ledger } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { LedgerList } from './ledger-list';

const t = bn.ledgerList;
const rows = () => within(screen.getByRole('list', { name: t.label })).getAllByRole('listitem');
const amountOf = (row: HTMLElement) => row.querySelector('[data-direction]:not(li)')?.textContent;

describe('LedgerList', () => {
  it('is a list named by its label, one item a transaction', () => {
    render(<LedgerList items={ledger} />);
    expect(rows()).toHaveLength(ledger.length);
  });

  it('takes another name', () => {
    render(<LedgerList items={ledger} label="নভেম্বরের লেনদেন" />);
    expect(screen.getByRole('list', { name: 'নভেম্বরের লেনদেন' })).toBeTruthy();
  });

  it('shows each kind in Bengali, the note, the date and time in Dhaka', () => {
    render(<LedgerList items={ledger} />);
    const last = rows().at(-1) as HTMLElement;
    expect(within(last).getByText('টপ-আপ')).toBeTruthy();
    expect(within(last).getByText('বিকাশের মাধ্যমে টপ-আপ')).toBeTruthy();
    const time = last.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-12T18:20:00+06:00');
    expect(time?.textContent).toBe(formatDateTime('2026-11-12T18:20:00+06:00'));
    expect(rows().map((row) => row.querySelector('p')?.textContent)).toEqual([
      'টপ-আপ',
      'অনলাইন পেমেন্ট',
      'কুপন ও পুরস্কার',
      'কুপন ও পুরস্কার',
      'কুপন ও পুরস্কার',
      'ফেরত',
      'টপ-আপ',
    ]);
  });

  it('says the direction in words as well as the sign: a credit +, a debit −', () => {
    render(<LedgerList items={ledger} />);
    const [pending, payment, points, star, coupon, refund, topup] = rows() as HTMLElement[];
    expect(amountOf(topup as HTMLElement)).toBe(`${t.credit} +৳৫০০`);
    expect(amountOf(payment as HTMLElement)).toBe(`${t.debit} −৳২৪০`);
    expect(amountOf(refund as HTMLElement)).toBe(`${t.credit} +৳৪১০`);
    expect(amountOf(coupon as HTMLElement)).toBe(`${t.credit} +৳২০০`);
    expect(amountOf(pending as HTMLElement)).toBe(`${t.credit} +৳১,০০০`);
    // Stars and points show their unit.
    expect(amountOf(points as HTMLElement)).toBe(`${t.credit} +২ পয়েন্ট`);
    expect(amountOf(star as HTMLElement)).toBe(`${t.credit} +১ স্টার`);
    // The sign is drawn, the word is read.
    expect(
      within(payment as HTMLElement)
        .getByText('−')
        .getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('marks a pending transaction in words, apart from the completed ones', () => {
    render(<LedgerList items={ledger} />);
    const [pending, payment] = rows() as HTMLElement[];
    expect(within(pending as HTMLElement).getByText(transactionStatuses.PENDING.bn)).toBeTruthy();
    expect(pending?.getAttribute('data-status')).toBe('PENDING');
    expect(within(payment as HTMLElement).getByText(transactionStatuses.COMPLETED.bn)).toBeTruthy();
    expect(within(pending as HTMLElement).getByText(transactionStatuses.PENDING.bn).className).not.toBe(
      within(payment as HTMLElement).getByText(transactionStatuses.COMPLETED.bn).className,
    );
  });

  it('leaves out a missing note', () => {
    render(<LedgerList items={[{ ...(ledger[1] as (typeof ledger)[number]), note: null }]} />);
    expect(rows()[0]?.querySelectorAll('p')).toHaveLength(3);
  });

  it('says what fills an empty ledger, with the next step', () => {
    render(<LedgerList items={[]} emptyAction={<a href="/wallet/topup">টপ-আপ করুন</a>} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { name: t.emptyTitle })).toBeTruthy();
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'টপ-আপ করুন' })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<LedgerList items={ledger} />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations when empty', async () => {
    const { container } = render(<LedgerList items={[]} />);
    await expectNoAxeViolations(container);
  });
});
