import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PlaybackRate, playbackRates } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { SpeedMenu } from './speed-menu';

function setup(value: PlaybackRate = 1) {
  const onChange = vi.fn();
  const onOuterKey = vi.fn();
  const utils = render(
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for the player, which listens for its shortcuts.
    <div onKeyDown={onOuterKey}>
      <SpeedMenu value={value} onChange={onChange} />
      <button type="button">outside</button>
    </div>,
  );
  const button = screen.getByRole('button', { name: `${bn.speedMenu.speed} ${bn.speedMenu.rate(value)}` });
  return { ...utils, onChange, onOuterKey, button };
}

describe('SpeedMenu', () => {
  it('lists the contract speeds, slowest first', () => {
    expect(playbackRates).toEqual([0.75, 1, 1.25, 1.5]);
  });

  it.each([
    { given: 0.75, want: 'গতি ০.৭৫×' },
    { given: 1, want: 'গতি ১×' },
    { given: 1.25, want: 'গতি ১.২৫×' },
    { given: 1.5, want: 'গতি ১.৫×' },
  ] as const)('a menu button named "$want" for $given', ({ given, want }) => {
    render(<SpeedMenu value={given} onChange={() => {}} />);
    const button = screen.getByRole('button', { name: want });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on click with the current speed checked and focused', async () => {
    const { button } = setup(1.25);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: bn.speedMenu.menu });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['০.৭৫×', '১× (স্বাভাবিক)', '১.২৫×', '১.৫×']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    expect(document.activeElement).toBe(items[2]);
  });

  it('chooses with the mouse, closes and returns focus', async () => {
    const { button, onChange } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '১.৫×' }));
    expect(onChange).toHaveBeenCalledWith(1.5);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves with the arrows (wrapping), Home and End, and chooses with Enter', async () => {
    const { button, onChange, onOuterKey } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('১× (স্বাভাবিক)');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('০.৭৫×');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('১.৫×');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('০.৭৫×');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('১.৫×');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onOuterKey).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1.5);
    expect(document.activeElement).toBe(button);
  });

  it('opens on the last speed with ↑ and chooses with Space', async () => {
    const { button, onChange } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('১.৫×');
    await userEvent.keyboard('{ArrowUp}[Space]');
    expect(onChange).toHaveBeenCalledWith(1.25);
  });

  it('does not raise onChange for the speed already chosen', async () => {
    const { button, onChange } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { checked: true }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { button, onChange } = setup();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside and when Tab leaves it', async () => {
    const { button } = setup();
    await userEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles closed with a second click on the button', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('should have no accessibility violations, closed and open', async () => {
    const { container, button } = setup();
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    await expectNoAxeViolations(container);
  });
});
