import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { leadCourses, leadCreated } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { LeadForm } from './lead-form';

const t = bn.leadForm;
const optional = (label: string) => `${label} (${bn.common.optional})`;
const nameInput = () => screen.getByRole('textbox', { name: t.name });
const phoneInput = () => screen.getByRole('textbox', { name: bn.phoneField.label });
const submit = () => screen.getByRole('button', { name: t.submit });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('LeadForm', () => {
  it('is a titled form of labelled fields: name and phone required, the rest optional', () => {
    render(<LeadForm courses={leadCourses} onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    expect(nameInput().hasAttribute('required')).toBe(true);
    expect(nameInput().getAttribute('autocomplete')).toBe('name');
    expect(phoneInput().hasAttribute('required')).toBe(true);
    expect(screen.getByRole('textbox', { name: optional(t.email) }).getAttribute('type')).toBe('email');
    const course = screen.getByRole('combobox', { name: optional(t.course) });
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.anyCourse, ...leadCourses.map((c) => c.title)]);
    const time = screen.getByRole('combobox', { name: optional(t.time) });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.anyTime, 'সকাল', 'দুপুর', 'সন্ধ্যা', 'রাত']);
    const message = screen.getByRole('textbox', { name: optional(t.message) });
    expect(message.tagName).toBe('TEXTAREA');
    expect(describedBy(message)).toEqual([t.messageHint(1000)]);
    expect(t.messageHint(1000)).toContain('১,০০০');
  });

  it('has no course select without courses', () => {
    render(<LeadForm onSubmit={() => {}} />);
    expect(screen.queryByRole('combobox', { name: optional(t.course) })).toBeNull();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });

  it('refuses an empty form with Bengali messages beside the fields and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm onSubmit={onSubmit} />);
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(nameInput())).toEqual([`!${formMessages.nameShort}`]);
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phoneInput())).toContain(`!${formMessages.phone}`);
    expect(document.activeElement).toBe(nameInput());
    // Optional fields left blank are not errors.
    expect(screen.getByRole('textbox', { name: optional(t.email) }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('moves focus to the phone when only the phone is wrong, and clears the name error', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm onSubmit={onSubmit} />);
    await userEvent.click(submit());
    await userEvent.type(nameInput(), 'রহিমা বেগম');
    await userEvent.type(phoneInput(), '01712');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameInput().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(formMessages.nameShort)).toBeNull();
    expect(document.activeElement).toBe(phoneInput());
    expect(screen.getByText(formMessages.phone)).toBeTruthy();
  });

  it('checks the optional fields that were filled: a wrong e-mail', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'রহিমা বেগম');
    await userEvent.type(phoneInput(), '01812345678');
    const email = screen.getByRole('textbox', { name: optional(t.email) });
    await userEvent.type(email, 'rahima@{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
    expect(describedBy(email)).toEqual([t.emailHint, `!${formMessages.email}`]);
  });

  it('sends only the fields filled in, the phone normalised (Bengali digits work)', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm courses={leadCourses} onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), ' রহিমা বেগম ');
    await userEvent.type(phoneInput(), '০১৮১২৩৪৫৬৭৮');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({ name: 'রহিমা বেগম', phone: '+8801812345678' });
  });

  it('sends every field filled in, the course as its id', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm courses={leadCourses} onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'রহিমা বেগম');
    await userEvent.type(phoneInput(), '01812345678');
    await userEvent.type(screen.getByRole('textbox', { name: optional(t.email) }), 'Rahima@Example.com');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: optional(t.course) }),
      leadCourses[1]?.title ?? '',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: optional(t.time) }), 'সন্ধ্যা');
    await userEvent.type(screen.getByRole('textbox', { name: optional(t.message) }), 'মেয়ের জন্য');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'রহিমা বেগম',
      phone: '+8801812345678',
      email: 'rahima@example.com',
      course: leadCourses[1]?.id,
      preferred_time: 'evening',
      message: 'মেয়ের জন্য',
    });
  });

  it('chooses the default course, and sends it even without a course list', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<LeadForm courses={leadCourses} defaultCourse={3} onSubmit={onSubmit} />);
    const course = screen.getByRole('combobox', { name: optional(t.course) }) as HTMLSelectElement;
    expect(course.value).toBe('3');
    unmount();
    render(<LeadForm defaultCourse={3} onSubmit={onSubmit} />);
    await userEvent.type(nameInput(), 'রহিমা');
    await userEvent.type(phoneInput(), '01812345678{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'রহিমা', phone: '+8801812345678', course: 3 });
  });

  it("shows the server's field errors beside their fields, focused, and its message as an alert", () => {
    render(
      <LeadForm
        onSubmit={() => {}}
        errors={{ phone: formMessages.phone, email: formMessages.email }}
        formError="অনেকবার চেষ্টা করেছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।"
      />,
    );
    expect(describedBy(phoneInput())).toContain(`!${formMessages.phone}`);
    expect(document.activeElement).toBe(phoneInput());
    expect(screen.getByRole('textbox', { name: optional(t.email) }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('alert').textContent).toBe('অনেকবার চেষ্টা করেছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।');
  });

  it('is busy while submitting and does not send twice', async () => {
    const onSubmit = vi.fn();
    render(<LeadForm onSubmit={onSubmit} submitting />);
    await userEvent.type(nameInput(), 'রহিমা');
    await userEvent.type(phoneInput(), '01812345678{Enter}');
    const button = screen.getByRole('button', { name: new RegExp(t.submit) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    // However the form is submitted (e.g. `requestSubmit()`), not while the request is on its way.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives way to the thanks, focused; "send another" resets and focus returns to the name', async () => {
    const onReset = vi.fn();
    const { rerender } = render(<LeadForm onSubmit={() => {}} onReset={onReset} />);
    nameInput().focus();
    rerender(<LeadForm onSubmit={() => {}} onReset={onReset} success={leadCreated.data.msg} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const thanks = screen.getByRole('group', { name: t.thanksTitle });
    expect(document.activeElement).toBe(thanks);
    expect(describedBy(thanks)).toEqual([leadCreated.data.msg]);
    await userEvent.click(screen.getByRole('button', { name: t.again }));
    expect(onReset).toHaveBeenCalledTimes(1);
    rerender(<LeadForm onSubmit={() => {}} onReset={onReset} success={null} />);
    expect(document.activeElement).toBe(nameInput());
  });

  it('does not steal focus when first drawn with the thanks, and has no reset button without onReset', () => {
    render(<LeadForm onSubmit={() => {}} success={leadCreated.data.msg} />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(leadCreated.data.msg)).toBeTruthy();
  });

  it('takes a title, a heading level and a description', () => {
    render(<LeadForm onSubmit={() => {}} title="কোর্স নিয়ে প্রশ্ন?" headingLevel={3} description="বলুন" />);
    expect(screen.getByRole('heading', { level: 3, name: 'কোর্স নিয়ে প্রশ্ন?' })).toBeTruthy();
    expect(screen.getByText('বলুন')).toBeTruthy();
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(
      <>
        <LeadForm
          courses={leadCourses}
          onSubmit={() => {}}
          errors={{ name: formMessages.nameShort, phone: formMessages.phone }}
          formError="আবার চেষ্টা করুন।"
        />
        <LeadForm onSubmit={() => {}} onReset={() => {}} success={leadCreated.data.msg} title="ধন্যবাদ" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
