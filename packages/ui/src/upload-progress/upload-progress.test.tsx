import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { UploadProgress, type UploadProgressProps } from './upload-progress';

const t = bn.uploadProgress;
const video = 'পাঠ-০৩-মাখরাজ.mp4';

function Upload(props: Partial<UploadProgressProps>) {
  return <UploadProgress label={video} phase="uploading" {...props} />;
}

const bar = () => screen.getByRole('progressbar', { name: video }) as HTMLProgressElement;
const status = () => screen.getByRole('status');
/** What the learner sees on the status line: the phase's words and the percentage. */
const line = () => status().parentElement?.textContent;

describe('UploadProgress', () => {
  it.each<[Partial<UploadProgressProps>, string, string | null]>([
    [{ phase: 'uploading', percent: 42 }, 'আপলোড হচ্ছে — ৪২%', '42'],
    [{ phase: 'queued', percent: 42 }, 'সার্ভারে পৌঁছেছে — প্রসেসের অপেক্ষায়', null],
    [{ phase: 'processing', percent: 65 }, 'ভিডিও তৈরি হচ্ছে — ৬৫%', '65'],
    [{ phase: 'ready', percent: 30 }, 'প্রস্তুত', '100'],
  ])('%j shows %j on a bar of value %j', (given, text, value) => {
    render(<Upload {...given} />);
    expect(line()).toBe(text);
    expect(bar().max).toBe(100);
    expect(bar().getAttribute('value')).toBe(value);
  });

  it('names the native bar by the file and gives its value in Bengali digits', () => {
    render(<Upload percent={42} />);
    expect(bar().tagName).toBe('PROGRESS');
    expect(bar().getAttribute('aria-valuetext')).toBe('৪২%');
    expect(screen.getByRole('group', { name: video })).toBeTruthy();
  });

  it('is indeterminate while queued: no value, nothing read as a number', () => {
    render(<Upload phase="queued" percent={80} />);
    expect(bar().hasAttribute('value')).toBe(false);
    expect(bar().position).toBe(-1);
    expect(bar().hasAttribute('aria-valuetext')).toBe(false);
  });

  it.each([
    [-5, 'আপলোড হচ্ছে — ০%', '0'],
    [42.6, 'আপলোড হচ্ছে — ৪৩%', '43'],
    [140, 'আপলোড হচ্ছে — ১০০%', '100'],
    [Number.NaN, 'আপলোড হচ্ছে — ০%', '0'],
    [undefined, 'আপলোড হচ্ছে — ০%', '0'],
  ])('takes percent %j as a whole number within 0…100', (percent, text, value) => {
    render(<Upload percent={percent} />);
    expect(line()).toBe(text);
    expect(bar().getAttribute('value')).toBe(value);
  });

  it('announces the phase, never the percent: the live region holds only the words', () => {
    const { rerender } = render(<Upload percent={10} />);
    const region = status();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(t.phase.uploading);
    rerender(<Upload percent={11} />);
    expect(region.textContent).toBe(t.phase.uploading);
    rerender(<Upload phase="processing" percent={5} />);
    // The same region, filled anew: a screen reader hears the change.
    expect(status()).toBe(region);
    expect(region.textContent).toBe(t.phase.processing);
    rerender(<Upload phase="ready" />);
    expect(region.textContent).toBe(t.phase.ready);
  });

  it('shows a failure as an alert, with the fallback when the server gave no words', () => {
    const { rerender } = render(<Upload />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(<Upload phase="failed" error="ফাইলটি অনেক বড়।" />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('!ফাইলটি অনেক বড়।');
    expect(status().textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<Upload phase="failed" />);
    expect(alert.textContent).toBe(`!${t.failed}`);
    expect(t.failed).toBe('আপলোড হয়নি');
  });

  it('ignores an error outside the failed phase', () => {
    render(<Upload phase="ready" error="পুরোনো ত্রুটি" />);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('cancel (বাতিল) calls onCancel by keyboard, described by the file, only while uploading', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<Upload percent={42} onCancel={onCancel} />);
    await userEvent.tab();
    const cancel = screen.getByRole('button', { name: 'বাতিল' });
    expect(document.activeElement).toBe(cancel);
    expect(document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent).toBe(video);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onCancel).toHaveBeenCalledTimes(2);
    for (const phase of ['queued', 'processing', 'ready', 'failed'] as const) {
      rerender(<Upload phase={phase} onCancel={onCancel} />);
      expect(screen.queryByRole('button', { name: 'বাতিল' })).toBeNull();
    }
  });

  it('retry (আবার চেষ্টা করুন) calls onRetry, only when failed', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Upload phase="failed" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<Upload phase="uploading" onRetry={onRetry} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws no buttons without their callbacks', () => {
    const { rerender } = render(<Upload />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Upload phase="failed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves the focus to retry when the focused cancel button leaves for a failure', async () => {
    const { rerender } = render(<Upload onCancel={() => {}} onRetry={() => {}} />);
    await userEvent.tab();
    rerender(<Upload phase="failed" onCancel={() => {}} onRetry={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.retry }));
  });

  it('moves the focus to the item when the focused cancel button leaves otherwise', async () => {
    const { rerender } = render(<Upload onCancel={() => {}} />);
    await userEvent.tab();
    rerender(<Upload phase="queued" onCancel={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: video }));
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const { rerender } = render(
      <>
        <button type="button">অন্য কিছু</button>
        <Upload onCancel={() => {}} onRetry={() => {}} />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    rerender(
      <>
        <button type="button">অন্য কিছু</button>
        <Upload phase="failed" onCancel={() => {}} onRetry={() => {}} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'অন্য কিছু' }));
  });

  it.each<Partial<UploadProgressProps>>([
    { phase: 'uploading', percent: 42, onCancel: () => {} },
    { phase: 'queued' },
    { phase: 'processing', percent: 65 },
    { phase: 'ready' },
    { phase: 'failed', error: 'আপলোড হয়নি।', onRetry: () => {} },
  ])('should have no accessibility violations (%j)', async (given) => {
    const { container } = render(<Upload {...given} />);
    await expectNoAxeViolations(container);
  });
});
