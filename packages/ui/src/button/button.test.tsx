import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>ভর্তি হন</Button>);
    const button = screen.getByRole('button', { name: 'ভর্তি হন' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form when asked to', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">পাঠান</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, says so and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        লগইন করুন
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain(bn.common.wait);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <Button>প্রধান</Button>
        <Button variant="secondary">দ্বিতীয়</Button>
        <Button loading>লোড</Button>
        <Button disabled>বন্ধ</Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
