import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { FavouriteButton } from './favourite-button';

const button = () => screen.getByRole('button', { name: bn.favourite.add });

function Controlled({ onToggle }: { onToggle: (next: boolean) => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <FavouriteButton
      pressed={pressed}
      onToggle={(next) => {
        setPressed(next);
        onToggle(next);
      }}
    />
  );
}

describe('FavouriteButton', () => {
  it('is a toggle button named "প্রিয়তে রাখুন" with a heart drawn for the eye only', () => {
    const { container } = render(<FavouriteButton pressed={false} />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('type')).toBe('button');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('toggles with a click, Enter and Space, keeping its name; once on it describes the way back', async () => {
    const onToggle = vi.fn();
    render(<Controlled onToggle={onToggle} />);
    await userEvent.click(button());
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { description: bn.favourite.remove })).toBe(button());
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith(false);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('while busy: marked busy, says "wait", ignores presses, keeps focus', async () => {
    const onToggle = vi.fn();
    const { container } = render(<FavouriteButton pressed onToggle={onToggle} busy />);
    const busy = screen.getByRole('button', { name: `${bn.favourite.add} ${bn.common.wait}` });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('svg')).toBeNull();
    await userEvent.click(busy);
    expect(onToggle).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(busy);
  });

  it('shows its words beside the heart when asked', () => {
    render(<FavouriteButton pressed={false} showLabel />);
    expect(screen.getByText(bn.favourite.add).className).not.toMatch(/hidden/);
  });

  it('should have no accessibility violations, off, on and busy', async () => {
    const { container } = render(
      <>
        <FavouriteButton pressed={false} />
        <FavouriteButton pressed showLabel />
        <FavouriteButton pressed busy />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
