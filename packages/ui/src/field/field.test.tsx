import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { Field } from './field';

describe('Field', () => {
  it('ties label, hint and error to the control it renders', () => {
    render(
      <Field label="জেলা" hint="যেখানে বই পাঠাব" error="জেলা বেছে নিন।" required>
        {(control) => (
          <select {...control}>
            <option value="">—</option>
            <option value="dhaka">ঢাকা</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'জেলা' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.hasAttribute('required')).toBe(true);
    const describedBy = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'যেখানে বই পাঠাব',
      '!জেলা বেছে নিন।',
    ]);
  });

  it('uses the id it is given', () => {
    render(
      <Field label="নাম" id="name">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('নাম').id).toBe('name');
  });

  it('leaves the control valid and undescribed without hint or error', () => {
    render(<Field label="নাম">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks an optional field', () => {
    render(
      <Field label="ঠিকানা" optional>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: `ঠিকানা (${bn.common.optional})` })).toBeTruthy();
  });

  it("puts labelProps on the label, its className in place of the field's label style", () => {
    render(
      <Field label="ফাইল" labelProps={{ className: 'as-button', 'data-variant': 'secondary' }}>
        {(control) => <input type="file" {...control} />}
      </Field>,
    );
    const label = screen.getByText('ফাইল');
    expect(label.className).toBe('as-button');
    expect(label.getAttribute('data-variant')).toBe('secondary');
    expect(screen.getByLabelText('ফাইল').id).toBe(label.getAttribute('for'));
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <Field label="মন্তব্য" hint="কোর্স নিয়ে আপনার মতামত" error="মন্তব্য লিখুন।">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    await expectNoAxeViolations(container);
  });
});
