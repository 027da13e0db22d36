import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ShareLink } from './share-link';

const t = bn.shareLink;
const url = 'https://tilawat.com.bd/certificate/K7M2Q9XA4PRT';

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('ShareLink', () => {
  it('opens the device’s share sheet where there is one, and says nothing when it is closed', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(
      <ShareLink url={url} title="সমাপনী সনদ" text="আমার সনদ">
        শেয়ার করুন
      </ShareLink>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'শেয়ার করুন' }));
    expect(share).toHaveBeenCalledWith({ title: 'সমাপনী সনদ', text: 'আমার সনদ', url });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link where there is no share sheet, and says so politely', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(
      <ShareLink url={url} title="সমাপনী সনদ">
        শেয়ার করুন
      </ShareLink>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'শেয়ার করুন' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe(t.copied);
    await expectNoAxeViolations(container);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    render(
      <ShareLink url={url} title="সমাপনী সনদ">
        শেয়ার করুন
      </ShareLink>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'শেয়ার করুন' }));
    expect(screen.getByRole('status').textContent).toBe(t.copyManual);
    expect(screen.getByText(url)).toBeTruthy();
  });
});
