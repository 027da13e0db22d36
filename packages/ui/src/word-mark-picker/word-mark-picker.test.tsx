import { readFileSync } from 'node:fs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mistakeCategories, mistakeCategoryOrder, mistakeGroups, mistakeSeverities } from '@tilawat/domain';
import { fieldMessages } from '@tilawat/domain/rules';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import {
  PRACTICE_NOTE_MAX,
  shortcutChoice,
  WordMarkPicker,
  type WordMarkPickerProps,
} from './word-mark-picker';

const t = bn.wordMarkPicker;
const word = { index: 1, text: 'لِلَّهِ' };

function Picker(props: Partial<WordMarkPickerProps>) {
  return <WordMarkPicker word={word} onSubmit={() => {}} onCancel={() => {}} {...props} />;
}

const form = () => screen.getByRole('form', { name: t.title });
const category = (c: keyof typeof mistakeCategories) =>
  screen.getByRole<HTMLInputElement>('radio', { name: mistakeCategories[c].bn });
const severity = (s: keyof typeof mistakeSeverities) =>
  screen.getByRole<HTMLInputElement>('radio', { name: mistakeSeverities[s].bn });
const submit = () => screen.getByRole('button', { name: new RegExp(`^${t.submit}`) });

describe('shortcutChoice', () => {
  it.each([
    ['4', 'Digit4', { kind: 'category', value: 'ghunnah' }],
    ['q', 'KeyQ', { kind: 'category', value: 'izhar' }],
    ['S', 'KeyS', { kind: 'category', value: 'ibtida' }],
    ['j', 'KeyJ', { kind: 'severity', value: 'jali' }],
    ['k', 'KeyK', { kind: 'severity', value: 'khafi' }],
    // A Bengali layout: the key gives '৪' or 'ক', the physical key is still Digit4 or KeyK.
    ['৪', 'Digit4', { kind: 'category', value: 'ghunnah' }],
    ['ক', 'KeyK', { kind: 'severity', value: 'khafi' }],
    // An AZERTY layout: the character decides ('a' on the KeyQ key is waqf, not izhar).
    ['a', 'KeyQ', { kind: 'category', value: 'waqf' }],
    ['x', 'KeyX', undefined],
    ['Enter', 'Enter', undefined],
    [' ', 'Space', undefined],
  ])('%j (%s) chooses %j', (key, code, want) => {
    expect(shortcutChoice(key, code)).toEqual(want);
  });

  it("every category's and severity's domain shortcut chooses it", () => {
    for (const value of mistakeCategoryOrder) {
      expect(shortcutChoice(mistakeCategories[value].shortcut, '')).toEqual({ kind: 'category', value });
    }
    expect(shortcutChoice(mistakeSeverities.jali.shortcut, '')).toEqual({ kind: 'severity', value: 'jali' });
  });
});

describe('WordMarkPicker', () => {
  it('shows the word large, right to left, and its place', () => {
    render(<Picker />);
    const arabic = screen.getByText(word.text);
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('শব্দ ২')).toBeTruthy();
  });

  it("lists domain's categories as radios in domain's groups, with their reminders and keys", () => {
    render(<Picker />);
    const categories = screen.getByRole('group', { name: t.category });
    for (const group of Object.values(mistakeGroups)) {
      expect(within(categories).getByRole('group', { name: group.bn })).toBeTruthy();
    }
    const letters = within(categories).getByRole('group', { name: mistakeGroups.letters.bn });
    expect(within(letters).getAllByRole('radio')).toHaveLength(6);
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(mistakeCategoryOrder);
    const ghunnah = category('ghunnah');
    expect(ghunnah.getAttribute('aria-keyshortcuts')).toBe('4');
    expect(document.getElementById(ghunnah.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      mistakeCategories.ghunnah.hint,
    );
    expect(ghunnah.closest('label')?.querySelector('kbd')?.textContent).toBe('4');
    expect(severity('jali').getAttribute('aria-keyshortcuts')).toBe('j');
    expect(severity('khafi').checked).toBe(true);
  });

  it('takes the focus when it opens (unless told not to)', () => {
    const { unmount } = render(<Picker />);
    expect(document.activeElement).toBe(form());
    unmount();
    render(<Picker autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('chooses by keys while it has the focus: a category, then the severity, then Enter submits', async () => {
    const onSubmit = vi.fn();
    render(<Picker onSubmit={onSubmit} />);
    await userEvent.keyboard('4');
    expect(category('ghunnah').checked).toBe(true);
    expect(document.activeElement).toBe(category('ghunnah'));
    await userEvent.keyboard('j');
    expect(severity('jali').checked).toBe(true);
    expect(document.activeElement).toBe(severity('jali'));
    await userEvent.keyboard('q');
    expect(category('izhar').checked).toBe(true);
    expect(category('ghunnah').checked).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ category: 'izhar', severity: 'jali', note: null });
  });

  it('ignores the keys with a modifier, and outside the picker', async () => {
    render(
      <>
        <button type="button">বাইরে</button>
        <Picker autoFocus={false} />
      </>,
    );
    screen.getByRole('button', { name: 'বাইরে' }).focus();
    await userEvent.keyboard('4');
    expect(category('ghunnah').checked).toBe(false);
    form().focus();
    await userEvent.keyboard('{Control>}4{/Control}');
    await userEvent.keyboard('{Alt>}5{/Alt}');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([
      severity('khafi'),
    ]);
  });

  it('types into the note without choosing anything', async () => {
    const onSubmit = vi.fn();
    render(<Picker onSubmit={onSubmit} />);
    await userEvent.click(category('madd'));
    await userEvent.type(screen.getByRole('textbox', { name: /নোট/ }), 'j k 4 দুই হরকত');
    expect(category('madd').checked).toBe(true);
    expect(severity('khafi').checked).toBe(true);
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ category: 'madd', severity: 'khafi', note: 'j k 4 দুই হরকত' });
  });

  it('a Bengali keyboard layout works by the physical key', () => {
    render(<Picker />);
    fireEvent.keyDown(form(), { key: '৬', code: 'Digit6' });
    expect(category('qalqalah').checked).toBe(true);
  });

  it('requires a category: says so beside the categories and moves the focus there', async () => {
    const onSubmit = vi.fn();
    render(<Picker onSubmit={onSubmit} />);
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    const message = screen.getByText(t.categoryRequired);
    const first = category('makharij');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('group', { name: t.category }).contains(message)).toBe(true);
    await userEvent.keyboard('1');
    expect(screen.queryByText(t.categoryRequired)).toBeNull();
  });

  it('sends the note trimmed, null when blank', async () => {
    const onSubmit = vi.fn();
    render(<Picker onSubmit={onSubmit} />);
    await userEvent.click(category('harakat'));
    await userEvent.click(severity('jali'));
    const note = screen.getByRole('textbox', { name: /নোট/ });
    await userEvent.type(note, '   ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenLastCalledWith({ category: 'harakat', severity: 'jali', note: null });
    await userEvent.type(note, ' যবর পেশ হয়ে গেছে। ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenLastCalledWith({
      category: 'harakat',
      severity: 'jali',
      note: 'যবর পেশ হয়ে গেছে।',
    });
  });

  it('counts the note in Bengali digits up to 500 characters', async () => {
    render(<Picker />);
    const note = screen.getByRole('textbox', { name: /নোট/ }) as HTMLTextAreaElement;
    expect(note.maxLength).toBe(PRACTICE_NOTE_MAX);
    expect(screen.getByText('০ / ৫০০ অক্ষর')).toBeTruthy();
    await userEvent.type(note, 'মাদ');
    expect(screen.getByText('৩ / ৫০০ অক্ষর')).toBeTruthy();
  });

  it('refuses an invisible control character in the note, with domain’s message', async () => {
    const onSubmit = vi.fn();
    render(<Picker onSubmit={onSubmit} />);
    await userEvent.click(category('madd'));
    const note = screen.getByRole('textbox', { name: /নোট/ });
    fireEvent.change(note, { target: { value: 'মাদ\u0007' } });
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(fieldMessages.invisibleCharacter)).toBeTruthy();
    expect(document.activeElement).toBe(note);
  });

  it('Escape cancels (from the note too); so does "বাতিল করুন"', async () => {
    const onCancel = vi.fn();
    render(<Picker onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('textbox', { name: /নোট/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('busy: the submit button waits and nothing is sent, by click or by Enter', async () => {
    const onSubmit = vi.fn();
    render(<Picker busy onSubmit={onSubmit} />);
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('4');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's error as an alert that is always in the page", () => {
    const { rerender } = render(<Picker />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(<Picker error="এই অনুশীলনের দেখা শেষ হয়ে গেছে; আর চিহ্ন দেওয়া যাবে না।" />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('এই অনুশীলনের দেখা শেষ হয়ে গেছে; আর চিহ্ন দেওয়া যাবে না।');
  });

  it('starts anew for another word', async () => {
    const { rerender } = render(<Picker />);
    await userEvent.keyboard('5');
    expect(category('madd').checked).toBe(true);
    rerender(<Picker word={{ index: 2, text: 'رَبِّ' }} />);
    expect(category('madd').checked).toBe(false);
    expect(screen.getByText('শব্দ ৩')).toBeTruthy();
  });

  it('takes the severity to start with from the page', () => {
    render(<Picker defaultSeverity="jali" />);
    expect(severity('jali').checked).toBe(true);
  });

  it('holds the note to the contract: PracticeMarkPayload.note is at most 500 characters', () => {
    // A variable, not a literal: Vite rewrites `new URL('literal', import.meta.url)` into a served asset.
    const file = '../../../../specs/admin.yaml';
    const spec = readFileSync(new URL(file, import.meta.url), 'utf8');
    const payload = spec.slice(spec.indexOf('    PracticeMarkPayload:'));
    const note = payload.slice(payload.indexOf('        note:'), payload.indexOf('      example:'));
    expect(note).toMatch(new RegExp(`maxLength: ${PRACTICE_NOTE_MAX}\\b`));
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Picker error="চিহ্নটি রাখা যায়নি।" />);
    await expectNoAxeViolations(container);
    await userEvent.click(submit());
    await expectNoAxeViolations(container);
  });
});
