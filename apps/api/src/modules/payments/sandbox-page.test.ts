import { describe, expect, it } from 'vitest';
import { sandboxChooserPage, sandboxPage } from './sandbox-page';

const STAGING =
  /<body><p class="staging" role="alert">স্টেজিং কপি — এটি আসল তিলাওয়াত নয়।[^<]*Staging copy: not the real Tilawat; no real payment is taken\.<\/p>/;

describe('the sandbox pages of a staging copy (issue 35)', () => {
  const wallet = (staging?: boolean) =>
    sandboxPage({
      method: 'nagad',
      title: 'ব্যাচ ১২',
      amount: 1500,
      action: '/sandbox/nagad/x',
      payable: true,
      staging,
    });
  const chooser = (staging?: boolean) =>
    sandboxChooserPage({
      title: 'ওয়ালেট টপ-আপ',
      amount: 500,
      payable: true,
      staging,
      links: [{ method: 'bkash', href: '/sandbox/bkash/x' }],
    });

  it('say first, in Bengali and English, that no real payment is taken', () => {
    expect(wallet(true)).toMatch(STAGING);
    expect(chooser(true)).toMatch(STAGING);
  });

  it('say nothing of staging on a copy that is not one', () => {
    for (const page of [wallet(), wallet(false), chooser(), chooser(false)]) {
      expect(page).not.toContain('স্টেজিং');
      expect(page).toContain('This is a sandbox wallet: no money moves.');
    }
  });
});
