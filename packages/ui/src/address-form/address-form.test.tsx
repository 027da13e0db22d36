import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { keywordMessages } from '@tilawat/domain/rules';
import { fieldLimits } from '@tilawat/sdk/field-limits';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { orderInfo } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { AddressForm, ORDER_INFO_LIMITS } from './address-form';

const t = bn.addressForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;
const nameInput = () => screen.getByRole('textbox', { name: t.name });
const phoneInput = () => screen.getByRole('textbox', { name: bn.phoneField.label });
const addressInput = () => screen.getByRole('textbox', { name: t.address });
const cityInput = () => screen.getByRole('textbox', { name: optional(t.city) });
const noteInput = () => screen.getByRole('textbox', { name: optional(t.note) });
const submit = () => screen.getByRole('button', { name: t.submit });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

/** domain's keyword messages, as forms.orderInfo gives them for the address (no field message of its own). */
const required = keywordMessages.required as string;
const tooShort = keywordMessages.minLength as string;

describe('AddressForm', () => {
  it('is a titled form: name, phone and address required, district and note optional', () => {
    render(<AddressForm onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(nameInput().hasAttribute('required')).toBe(true);
    expect(nameInput().getAttribute('autocomplete')).toBe('shipping name');
    expect(phoneInput().hasAttribute('required')).toBe(true);
    expect(phoneInput().getAttribute('type')).toBe('tel');
    expect(addressInput().tagName).toBe('TEXTAREA');
    expect(addressInput().hasAttribute('required')).toBe(true);
    expect(describedBy(addressInput())).toEqual([t.addressHint(5, 300)]);
    expect(t.addressHint(5, 300)).toContain('৫ থেকে ৩০০');
    expect(cityInput().getAttribute('autocomplete')).toBe('shipping address-level2');
    expect(cityInput().hasAttribute('required')).toBe(false);
    expect(noteInput().tagName).toBe('TEXTAREA');
  });

  it('refuses an empty form with Bengali messages beside the fields and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedBy(nameInput())).toEqual([`!${formMessages.nameShort}`]);
    expect(describedBy(phoneInput())).toContain(`!${formMessages.phone}`);
    expect(describedBy(addressInput())).toContain(`!${required}`);
    expect(addressInput().getAttribute('aria-invalid')).toBe('true');
    expect(cityInput().hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(nameInput());
  });

  it('says a short address is too short and focuses it when the rest is right', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'আব্দুল্লাহ আল মামুন');
    await userEvent.type(phoneInput(), '01712345678');
    await userEvent.type(addressInput(), 'ঢাকা');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(addressInput());
    expect(describedBy(addressInput())).toContain(`!${tooShort}`);
    expect(nameInput().hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends only the fields filled in, trimmed, the phone normalised (Bengali digits work)', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), ' আব্দুল্লাহ আল মামুন ');
    await userEvent.type(phoneInput(), '০১৭১২৩৪৫৬৭৮');
    await userEvent.type(addressInput(), 'বাসা ৭, রোড ৩,{Enter}মিরপুর ১০');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      name: 'আব্দুল্লাহ আল মামুন',
      phone: '+8801712345678',
      address: 'বাসা ৭, রোড ৩,\nমিরপুর ১০',
    });
  });

  it('starts from the default values (a stored +88 phone shown as 01…) and sends them with the size', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} defaultValues={orderInfo} size="large" />);
    expect(nameInput()).toHaveProperty('value', orderInfo.name);
    expect(phoneInput()).toHaveProperty('value', '01712345678');
    expect(addressInput()).toHaveProperty('value', orderInfo.address);
    expect(cityInput()).toHaveProperty('value', 'ঢাকা');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ ...orderInfo, size: 'large' });
  });

  it("shows the server's field errors beside their fields, focused, and its message as an alert", () => {
    render(
      <AddressForm
        onSubmit={() => {}}
        errors={{ address: tooShort, city: keywordMessages.maxLength }}
        formError="সংযোগ বিচ্ছিন্ন হয়েছে। আবার চেষ্টা করুন।"
      />,
    );
    expect(describedBy(addressInput())).toContain(`!${tooShort}`);
    expect(document.activeElement).toBe(addressInput());
    expect(cityInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('সংযোগ বিচ্ছিন্ন হয়েছে। আবার চেষ্টা করুন।');
  });

  it('shows its own messages once submitted, and goes back to none after a valid submit', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} defaultValues={{ ...orderInfo, address: '' }} />);
    await userEvent.click(submit());
    expect(screen.getByText(required)).toBeTruthy();
    await userEvent.type(addressInput(), 'বাসা ৭, রোড ৩, মিরপুর ১০');
    await userEvent.click(submit());
    expect(screen.queryByText(required)).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy while submitting and does not send twice', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} defaultValues={orderInfo} submitting />);
    const button = screen.getByRole('button', { name: new RegExp(t.submit) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a title, a heading level, a description and its own button words', () => {
    render(
      <AddressForm
        onSubmit={() => {}}
        title="কোথায় পাঠাব?"
        headingLevel={3}
        description={null}
        submitLabel="পরের ধাপ"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'কোথায় পাঠাব?' })).toBeTruthy();
    expect(screen.queryByText(t.description)).toBeNull();
    expect(screen.getByRole('button', { name: 'পরের ধাপ' })).toBeTruthy();
  });

  it("states the contract's lengths of OrderInfo", () => {
    expect(ORDER_INFO_LIMITS.address).toEqual(fieldLimits.v2['OrderInfo.address']);
    expect(ORDER_INFO_LIMITS.note).toEqual(fieldLimits.v2['OrderInfo.note']);
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(
      <AddressForm
        onSubmit={() => {}}
        defaultValues={orderInfo}
        errors={{ name: formMessages.nameShort, address: tooShort }}
        formError="আবার চেষ্টা করুন।"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
