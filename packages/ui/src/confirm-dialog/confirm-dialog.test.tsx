import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Confirm(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      title="অর্ডার বাতিল করবেন?"
      description="বাতিল করলে টাকা ফেরত পেতে ৭ কর্মদিবস লাগতে পারে।"
      confirmLabel="হ্যাঁ, বাতিল করুন"
      onConfirm={() => {}}
      {...props}
    />
  );
}

/** A page that opens it from a button and closes it on cancel. */
function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        অর্ডার বাতিল
      </button>
      <Confirm open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
    </>
  );
}

const cancel = () => screen.getByRole('button', { name: bn.confirmDialog.cancel }) as HTMLButtonElement;
const confirm = () => screen.getByRole('button', { name: /হ্যাঁ, বাতিল করুন/ }) as HTMLButtonElement;

describe('ConfirmDialog', () => {
  it('is a dialog named by its question and described by its consequence', () => {
    render(<Confirm />);
    const dialog = screen.getByRole('dialog', { name: 'অর্ডার বাতিল করবেন?' });
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('বাতিল করলে টাকা ফেরত পেতে ৭ কর্মদিবস লাগতে পারে।');
  });

  it('puts focus on cancel, the safe choice, when it opens', async () => {
    render(<Page onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল' }));
    expect(document.activeElement).toBe(cancel());
  });

  it('cancel asks to close and focus goes back to what opened it', async () => {
    render(<Page onConfirm={() => {}} />);
    const opener = screen.getByRole('button', { name: 'অর্ডার বাতিল' });
    await userEvent.click(opener);
    await userEvent.click(cancel());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('confirm calls onConfirm and leaves closing to the page', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Confirm onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('is a danger action by default, primary when asked, with its own cancel words', () => {
    const { rerender } = render(<Confirm />);
    expect(confirm().getAttribute('data-variant')).toBe('danger');
    expect(cancel().getAttribute('data-variant')).toBe('secondary');
    rerender(<Confirm tone="primary" cancelLabel="না, থাক" />);
    expect(confirm().getAttribute('data-variant')).toBe('primary');
    expect(screen.getByRole('button', { name: 'না, থাক' })).toBeTruthy();
  });

  it('Escape and the close button ask to close when not busy', async () => {
    const onOpenChange = vi.fn();
    render(<Confirm onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: bn.dialog.close }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('while busy cannot be dismissed: cancel disabled, Escape ignored, confirm spinning', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(<Confirm busy onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    expect(cancel().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: bn.dialog.close })).toBeNull();
    expect(confirm().getAttribute('aria-busy')).toBe('true');
    expect(confirm().textContent).toContain(bn.common.wait);
    await userEvent.click(cancel());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(confirm());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('announces an error inside the dialog', () => {
    const { rerender } = render(<Confirm />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(<Confirm error="বাতিল করা যায়নি। আবার চেষ্টা করুন।" />);
    expect(screen.getByRole('alert').textContent).toBe('বাতিল করা যায়নি। আবার চেষ্টা করুন।');
    expect(screen.getByRole('dialog').contains(screen.getByRole('alert'))).toBe(true);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Confirm error="বাতিল করা যায়নি।" />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while busy', async () => {
    const { container } = render(<Confirm busy />);
    await expectNoAxeViolations(container);
  });
});
