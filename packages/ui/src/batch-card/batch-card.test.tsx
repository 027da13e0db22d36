import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { fullBatch, liveBatch, onDemandBatch, roomyBatch, storyNow } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { BatchCard } from './batch-card';

describe('BatchCard', () => {
  it('shows the start date, schedule, seats left and price of a live batch in Bengali', () => {
    render(<BatchCard batch={liveBatch} now={storyNow} />);
    expect(screen.getByText('শনিবার, ৫ ডিসেম্বর')).toBeTruthy();
    expect(screen.getByText('(১ সপ্তাহ পর)', { exact: false })).toBeTruthy();
    expect(screen.getByText('শনি, সোম, বুধ')).toBeTruthy();
    expect(screen.getByText(/রাত ৮:৩০/)).toBeTruthy();
    expect(screen.getByText(bn.batch.seatsLeft(7))).toBeTruthy();
    expect(screen.getByText('৳২,৫০০')).toBeTruthy();
  });

  it('marks few seats as urgent and plenty as calm', () => {
    const { container, rerender } = render(<BatchCard batch={liveBatch} />);
    expect(container.querySelector('[data-state="few"]')).toBeTruthy();
    rerender(<BatchCard batch={roomyBatch} />);
    expect(container.querySelector('[data-state="open"]')).toBeTruthy();
  });

  it('raises onEnroll with the batch', async () => {
    const onEnroll = vi.fn();
    render(<BatchCard batch={liveBatch} onEnroll={onEnroll} />);
    await userEvent.click(screen.getByRole('button', { name: bn.batch.enroll }));
    expect(onEnroll).toHaveBeenCalledWith(liveBatch);
  });

  it('links to checkout with enrollHref, and is still a disabled button when full', () => {
    const { rerender } = render(<BatchCard batch={liveBatch} enrollHref="/checkout?batch=12" />);
    const link = screen.getByRole('link', { name: bn.batch.enroll });
    expect(link.getAttribute('href')).toBe('/checkout?batch=12');
    rerender(<BatchCard batch={fullBatch} enrollHref="/checkout?batch=13" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('cannot be bought when full', () => {
    render(<BatchCard batch={fullBatch} onEnroll={() => {}} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(bn.batch.closed);
  });

  it('shows an on-demand batch without schedule or seats', () => {
    render(<BatchCard batch={onDemandBatch} />);
    expect(screen.getByText(bn.batch.selfPaced)).toBeTruthy();
    expect(screen.queryByText(bn.batch.classDays)).toBeNull();
  });

  it('replaces the button for an enrolled learner', () => {
    render(<BatchCard batch={liveBatch} enrolled />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(bn.batch.enrolled)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <BatchCard batch={liveBatch} now={storyNow} />
        <BatchCard batch={onDemandBatch} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
