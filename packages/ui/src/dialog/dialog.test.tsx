import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { Dialog } from './dialog';

function Example(props: { onOpenChange?: (open: boolean) => void; dismissible?: boolean }) {
  return (
    <>
      <Dialog
        title="অর্ডার বাতিল করবেন?"
        description="বাতিল করলে টাকা ফেরত পেতে ৭ দিন লাগতে পারে।"
        trigger={(trigger) => <Button {...trigger}>অর্ডার বাতিল</Button>}
        footer={
          <>
            <Button variant="secondary">না, থাক</Button>
            <Button variant="danger">হ্যাঁ, বাতিল করুন</Button>
          </>
        }
        {...props}
      />
      <button type="button">পাতার অন্য বাটন</button>
    </>
  );
}

function Controlled() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'খোলা' : 'বন্ধ'}</p>
      <Dialog open={open} onOpenChange={setOpen} title="শিরোনাম">
        <p>বিষয়</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and moves focus in', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'অর্ডার বাতিল' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'অর্ডার বাতিল করবেন?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'না, থাক' }));
  });

  it('keeps focus inside: Tab wraps from the last control to the first and back', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল' }));
    const close = screen.getByRole('button', { name: bn.dialog.close });
    const last = screen.getByRole('button', { name: 'হ্যাঁ, বাতিল করুন' });
    last.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'অর্ডার বাতিল' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল' }));
    await userEvent.click(screen.getByRole('button', { name: bn.dialog.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a must-answer dialog has no close button and ignores Escape', async () => {
    render(<Example dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল' }));
    expect(screen.queryByRole('button', { name: bn.dialog.close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('follows a controlled open', async () => {
    render(<Controlled />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('বন্ধ')).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল' }));
    await expectNoAxeViolations(container);
  });
});
