import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { QuantityStepper } from './quantity-stepper';

const field = () => screen.getByRole('spinbutton', { name: bn.quantityStepper.label }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: bn.quantityStepper.decrease });
const plus = () => screen.getByRole('button', { name: bn.quantityStepper.increase });

function Controlled({
  start = 1,
  max,
  onChange,
}: {
  start?: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [quantity, setQuantity] = useState(start);
  return (
    <form>
      <QuantityStepper
        name="quantity"
        value={quantity}
        max={max}
        onChange={(next) => {
          setQuantity(next);
          onChange?.(next);
        }}
      />
    </form>
  );
}

describe('QuantityStepper', () => {
  it('is a spinbutton named "পরিমাণ" in Bengali digits between labelled − and + buttons', () => {
    render(<QuantityStepper defaultValue={3} />);
    expect(field().value).toBe('৩');
    expect(field().getAttribute('aria-valuenow')).toBe('3');
    expect(field().getAttribute('aria-valuetext')).toBe('৩');
    expect(field().getAttribute('aria-valuemin')).toBe('1');
    expect(field().getAttribute('aria-valuemax')).toBe('20');
    expect(minus()).toBeTruthy();
    expect(plus()).toBeTruthy();
  });

  it('steps with the buttons, announces the new quantity and carries it in a form', async () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled start={2} onChange={onChange} />);
    await userEvent.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(field().value).toBe('৩');
    expect(screen.getByText(bn.quantityStepper.now(3))).toBeTruthy();
    await userEvent.click(minus());
    await userEvent.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('quantity')).toBe('1');
  });

  it('marks − disabled at 1 and + at the max, and ignores their presses there', async () => {
    const onChange = vi.fn();
    render(<Controlled start={1} max={3} onChange={onChange} />);
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    expect(plus().getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(minus());
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(field().value).toBe('৩');
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    // Focus stays on + when its last press reaches the bound (a disabled button would drop it).
    expect(document.activeElement).toBe(plus());
    await userEvent.click(plus());
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(field().value).toBe('৩');
  });

  it('defaults the max to 20', async () => {
    render(<Controlled start={19} />);
    await userEvent.click(plus());
    expect(field().value).toBe('২০');
    expect(plus().getAttribute('aria-disabled')).toBe('true');
  });

  it('steps with ↑/↓, PageUp/PageDown and jumps with Home/End in the field', async () => {
    const onChange = vi.fn();
    render(<Controlled start={5} onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith(9);
    await userEvent.keyboard('{End}');
    expect(field().value).toBe('২০');
    await userEvent.keyboard('{Home}');
    expect(field().value).toBe('১');
    await userEvent.keyboard('{PageDown}');
    expect(field().value).toBe('১');
  });

  it('takes typed Bengali or ASCII digits and shows them in Bengali; out of range is put back on blur', async () => {
    const onChange = vi.fn();
    render(<Controlled start={2} onChange={onChange} />);
    await userEvent.tripleClick(field());
    await userEvent.keyboard('১২');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(field().value).toBe('১২');
    await userEvent.tripleClick(field());
    await userEvent.keyboard('7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(field().value).toBe('৭');
    await userEvent.tripleClick(field());
    await userEvent.keyboard('99');
    expect(field().value).toBe('৯৯');
    await userEvent.tab();
    expect(field().value).toBe('৯');
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('clamps a value from outside the bounds', () => {
    render(<QuantityStepper value={40} max={10} />);
    expect(field().value).toBe('১০');
  });

  it('can be disabled whole', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper defaultValue={2} disabled onChange={onChange} />);
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    expect(field().disabled).toBe(true);
    await userEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<QuantityStepper defaultValue={1} />);
    await expectNoAxeViolations(container);
  });
});
