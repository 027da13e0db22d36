import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ResumeBanner } from './resume-banner';

describe('ResumeBanner', () => {
  it.each([
    { given: 8, want: 'যেখানে থেমেছিলেন সেখান থেকে চলবে — ০:০৮' },
    { given: 190.6, want: 'যেখানে থেমেছিলেন সেখান থেকে চলবে — ৩:১০' },
    { given: 3725, want: 'যেখানে থেমেছিলেন সেখান থেকে চলবে — ১:০২:০৫' },
  ])('says where it resumes as a polite status: $given s', ({ given, want }) => {
    render(<ResumeBanner position={given} onRestart={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe(want);
  });

  it('restarts from the beginning', async () => {
    const onRestart = vi.fn();
    render(<ResumeBanner position={8} onRestart={onRestart} />);
    await userEvent.click(screen.getByRole('button', { name: bn.resumeBanner.restart }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('has a labelled close button only with onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ResumeBanner position={8} onRestart={() => {}} />);
    expect(screen.queryByRole('button', { name: bn.resumeBanner.dismiss })).toBeNull();
    rerender(<ResumeBanner position={8} onRestart={() => {}} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: bn.resumeBanner.dismiss }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ResumeBanner position={8} onRestart={() => {}} onDismiss={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
