import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { V2Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { printedQuranCard, printedQuranSoldOutSizes } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { SizePicker } from './size-picker';

type SizeOption = V2Schemas['SizeOption'];

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

function Controlled({ onChange }: { onChange?: (size: SizeOption) => void }) {
  const [size, setSize] = useState<SizeOption | null>('small');
  return (
    <form>
      <SizePicker
        name="size"
        sizes={printedQuranCard.sizes}
        price={printedQuranCard.price}
        value={size}
        onChange={(next) => {
          setSize(next);
          onChange?.(next);
        }}
      />
    </form>
  );
}

describe('SizePicker', () => {
  it('is a fieldset named by its legend, one native radio per size with its Bengali label and price', () => {
    render(<SizePicker sizes={printedQuranCard.sizes} price={printedQuranCard.price} />);
    expect(screen.getByRole('group', { name: bn.sizePicker.label })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'ছোট৳১,২০০',
      'মাঝারি৳১,২০০',
      'বড়৳১,২০০',
    ]);
    expect(radios.every((r) => r instanceof HTMLInputElement && r.type === 'radio')).toBe(true);
    expect(radios.every((r) => (r as HTMLInputElement).checked === false)).toBe(true);
  });

  it('disables a sold-out size and says so in its name', () => {
    render(
      <SizePicker
        sizes={printedQuranCard.sizes}
        price={printedQuranCard.price}
        soldOut={printedQuranSoldOutSizes}
      />,
    );
    const large = radio(/বড়/);
    expect(large.disabled).toBe(true);
    expect(large.closest('label')?.textContent).toContain(bn.sizePicker.soldOut);
    expect(radio(/মাঝারি/).disabled).toBe(false);
    expect(screen.getAllByText(bn.sizePicker.soldOut)).toHaveLength(1);
  });

  it('follows a controlled value, raises onChange on a click and carries the size in a form', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    expect(radio(/ছোট/).checked).toBe(true);
    await userEvent.click(radio(/মাঝারি/));
    expect(onChange).toHaveBeenLastCalledWith('medium');
    expect(radio(/মাঝারি/).checked).toBe(true);
    expect(radio(/ছোট/).checked).toBe(false);
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('size')).toBe('medium');
  });

  it('keeps the parent’s value when the parent does not take the change', async () => {
    const onChange = vi.fn();
    render(
      <SizePicker
        sizes={printedQuranCard.sizes}
        price={printedQuranCard.price}
        value="small"
        onChange={onChange}
      />,
    );
    await userEvent.click(radio(/বড়/));
    expect(onChange).toHaveBeenCalledWith('large');
    expect(radio(/ছোট/).checked).toBe(true);
  });

  // Arrow keys in the group are the browser's own (native radios of one name); the KeyboardArrows story
  // proves them in Chromium (jsdom lacks CSS.escape, which user-event's radio walk needs).
  it('groups the radios under one name so the browser gives one tab stop and arrow keys', async () => {
    render(<SizePicker sizes={printedQuranCard.sizes} price={printedQuranCard.price} name="size" />);
    expect(new Set(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).name))).toEqual(
      new Set(['size']),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(radio(/ছোট/));
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives each picker a radio name of its own by default', () => {
    render(
      <>
        <SizePicker sizes={['small']} price={printedQuranCard.price} />
        <SizePicker sizes={['large']} price={printedQuranCard.price} />
      </>,
    );
    const [a, b] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(a?.name).toBeTruthy();
    expect(a?.name).not.toBe(b?.name);
  });

  it('shows the price in the card’s currency unit', () => {
    render(<SizePicker sizes={['medium']} price={{ amount: 40, currency: 'star' }} />);
    expect(radio(/মাঝারি/).closest('label')?.textContent).toBe('মাঝারি৪০ স্টার');
  });

  it('can be disabled whole', () => {
    render(<SizePicker sizes={printedQuranCard.sizes} price={printedQuranCard.price} disabled />);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).matches(':disabled'))).toBe(
      true,
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <SizePicker
        sizes={printedQuranCard.sizes}
        price={printedQuranCard.price}
        soldOut={printedQuranSoldOutSizes}
        defaultValue="medium"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
