import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { LessonDownload } from './lesson-download';

const MB = 1024 * 1024;

describe('LessonDownload', () => {
  it('offers the download, and the retry with the failure as an alert', async () => {
    const onDownload = vi.fn();
    const { rerender } = render(<LessonDownload phase="idle" onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'ডাউনলোড করুন' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');

    rerender(<LessonDownload phase="idle" error="সংযোগ নেই।" onDownload={onDownload} />);
    expect(screen.getByRole('alert').textContent).toBe('সংযোগ নেই।');
    await userEvent.click(screen.getByRole('button', { name: bn.lessonDownload.retry }));
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it('shows the bytes saved of all in Bengali digits while it downloads, and pauses', async () => {
    const onPause = vi.fn();
    render(
      <LessonDownload
        phase="downloading"
        savedBytes={1.5 * MB}
        totalBytes={6 * MB}
        onDownload={() => {}}
        onPause={onPause}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: bn.lessonDownload.title });
    expect(bar.getAttribute('value')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('২৫% ডাউনলোড হয়েছে');
    expect(screen.getByText('১.৫ মেগাবাইট / ৬ মেগাবাইট')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(bn.lessonDownload.downloading);
    await userEvent.click(screen.getByRole('button', { name: bn.lessonDownload.pause }));
    expect(onPause).toHaveBeenCalledTimes(1);
  });

  it('paused: says it resumes by itself, and offers resume and remove', async () => {
    const onResume = vi.fn();
    const onRemove = vi.fn();
    render(
      <LessonDownload
        phase="paused"
        savedBytes={MB}
        totalBytes={4 * MB}
        onDownload={() => {}}
        onResume={onResume}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(bn.lessonDownload.paused);
    await userEvent.click(screen.getByRole('button', { name: bn.lessonDownload.resume }));
    await userEvent.click(screen.getByRole('button', { name: bn.lessonDownload.remove }));
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('kept: says so and until when it plays, and removes it', async () => {
    const onRemove = vi.fn();
    render(
      <LessonDownload
        phase="ready"
        savedBytes={4 * MB}
        totalBytes={4 * MB}
        licenceUntil="2026-12-06T10:00:00Z"
        onDownload={() => {}}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(bn.lessonDownload.ready);
    expect(screen.getByText(/৬ ডিসেম্বর/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: bn.lessonDownload.remove }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('lets the learner choose among renditions, the smallest first and chosen', async () => {
    const onChoose = vi.fn();
    render(
      <LessonDownload
        phase="choosing"
        choices={[
          { id: 'main', sizeBytes: 20 * MB, bandwidthBps: 300_000 },
          { id: 'hd', sizeBytes: 80 * MB, bandwidthBps: 1_200_000 },
        ]}
        onChoose={onChoose}
        onDownload={() => {}}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole('radio', { name: '২০ মেগাবাইট (৩০০ কিলোবিট/সেকেন্ড)' })).toBeTruthy();
    await userEvent.click(radios[1] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith('hd');
  });

  it('has no axe violations in any phase', async () => {
    const { container, rerender } = render(<LessonDownload phase="idle" onDownload={() => {}} />);
    await expectNoAxeViolations(container);
    for (const phase of ['downloading', 'paused', 'ready'] as const) {
      rerender(
        <LessonDownload
          phase={phase}
          savedBytes={MB}
          totalBytes={2 * MB}
          licenceUntil="2026-12-06T10:00:00Z"
          onDownload={() => {}}
          onPause={() => {}}
          onResume={() => {}}
          onRemove={() => {}}
        />,
      );
      await expectNoAxeViolations(container);
    }
  });
});
