import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { emailLearner, learner } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ProfileForm } from './profile-form';

const t = bn.profileForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;
const nameInput = () => screen.getByRole('textbox', { name: t.name });
const phoneExtraInput = () => screen.getByRole('textbox', { name: optional(t.phoneExtra) });
const submit = () => screen.getByRole('button', { name: t.submit });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('ProfileForm', () => {
  it('is a titled form starting from the account: the name, and the second number as 01…', () => {
    render(<ProfileForm user={learner} onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(nameInput()).toHaveProperty('value', learner.name);
    expect(nameInput().hasAttribute('required')).toBe(true);
    expect(nameInput().getAttribute('autocomplete')).toBe('name');
    expect(phoneExtraInput()).toHaveProperty('value', '01812345678');
    expect(phoneExtraInput().getAttribute('type')).toBe('tel');
    expect(phoneExtraInput().hasAttribute('required')).toBe(false);
    expect(describedBy(phoneExtraInput())).toEqual([t.phoneExtraHint]);
    expect(t.phoneExtraHint).toBe('যেমন হোয়াটসঅ্যাপ নম্বর; খালি রাখলে মুছে যাবে');
    expect(submit().getAttribute('type')).toBe('submit');
  });

  it('shows the phone and e-mail read-only, with the reason, and no field for them', () => {
    const { container } = render(<ProfileForm user={learner} onSubmit={() => {}} />);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const details = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual([t.phone, t.email]);
    expect(details).toEqual(['০১৭১২৩৪৫৬৭৮', t.notGiven]);
    expect(screen.getByText(t.accountNote)).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: t.email })).toBeNull();
  });

  it("shows an e-mail account's address (in English) and no phone", () => {
    const { container } = render(<ProfileForm user={emailLearner} onSubmit={() => {}} />);
    const details = [...container.querySelectorAll('dd')];
    expect(details.map((dd) => dd.textContent)).toEqual([t.notGiven, 'rahima@example.com']);
    expect(details[1]?.querySelector('[lang="en"]')).toBeTruthy();
    expect(phoneExtraInput()).toHaveProperty('value', '');
  });

  it('sends the name trimmed and the second number normalised (Bengali digits work)', async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm user={learner} onSubmit={onSubmit} />);
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), ' রহিমা বেগম ');
    await userEvent.clear(phoneExtraInput());
    await userEvent.type(phoneExtraInput(), '০১৯১২৩৪৫৬৭৮');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({ name: 'রহিমা বেগম', phone_extra: '+8801912345678' });
  });

  it('sends null for a second number left blank: remove it', async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm user={learner} onSubmit={onSubmit} />);
    await userEvent.clear(phoneExtraInput());
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: learner.name, phone_extra: null });
  });

  it('refuses a short name and a wrong number beside the fields, focusing the first', async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm user={learner} onSubmit={onSubmit} />);
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'ক');
    await userEvent.clear(phoneExtraInput());
    await userEvent.type(phoneExtraInput(), '01212345678');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(nameInput());
    expect(describedBy(nameInput())).toEqual([`!${formMessages.nameShort}`]);
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phoneExtraInput())).toEqual([t.phoneExtraHint, `!${formMessages.phone}`]);
  });

  it('focuses the second number when only it is wrong', async () => {
    render(<ProfileForm user={learner} onSubmit={() => {}} />);
    await userEvent.clear(phoneExtraInput());
    await userEvent.type(phoneExtraInput(), '12345');
    await userEvent.click(submit());
    expect(document.activeElement).toBe(phoneExtraInput());
    expect(nameInput().hasAttribute('aria-invalid')).toBe(false);
  });

  it("shows the server's field errors, focused, and its message as an alert", () => {
    render(
      <ProfileForm
        user={learner}
        onSubmit={() => {}}
        errors={{ phone_extra: formMessages.phone }}
        error="সংযোগ বিচ্ছিন্ন হয়েছে। আবার চেষ্টা করুন।"
      />,
    );
    expect(document.activeElement).toBe(phoneExtraInput());
    expect(phoneExtraInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('সংযোগ বিচ্ছিন্ন হয়েছে। আবার চেষ্টা করুন।');
  });

  it('is busy while submitting and does not send twice', async () => {
    const onSubmit = vi.fn();
    render(<ProfileForm user={learner} onSubmit={onSubmit} submitting />);
    const button = screen.getByRole('button', { name: new RegExp(t.submit) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a title and a heading level (the account part one level below)', () => {
    render(<ProfileForm user={learner} onSubmit={() => {}} title="আমার তথ্য" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'আমার তথ্য' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: t.accountTitle })).toBeTruthy();
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(
      <ProfileForm
        user={learner}
        onSubmit={() => {}}
        errors={{ name: formMessages.nameShort, phone_extra: formMessages.phone }}
        error="আবার চেষ্টা করুন।"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
