import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mistakeCategories, mistakeSeverities } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import {
  ghunnahMark,
  maddMark,
  makharijMark,
  practiceAyah,
  practiceMarks,
  practiceWords,
  readyCorrection,
} from '../fixtures/practice';
import { expectNoAxeViolations } from '../test/axe';
import { MarkedAyah, type MarkedAyahProps } from './marked-ayah';

const t = bn.markedAyah;
const words = practiceWords(practiceAyah.text);
const [alhamdu, lillahi, rabbi, alameen] = words.map((w) => w.text) as [string, string, string, string];

function Ayah(props: Partial<MarkedAyahProps>) {
  return <MarkedAyah number={2} words={words} marks={practiceMarks} verdict="needs-work" {...props} />;
}

const word = (text: string) => screen.getByRole('button', { name: new RegExp(`^${text}`) });
const panel = () => document.getElementById(word(lillahi).getAttribute('aria-controls') ?? '') as HTMLElement;

/** The console's page: the picker (here an input) shows while a word is chosen. */
function Console({ word }: { word: number | null }) {
  return (
    <>
      <Ayah selectable selectedWord={word} />
      {word === null ? null : <input aria-label="picker" />}
    </>
  );
}

describe('MarkedAyah', () => {
  it('for the learner only marked words are buttons, named with how many marks they carry', () => {
    render(<Ayah />);
    const toolbar = screen.getByRole('toolbar', { name: 'আয়াত ২-এর শব্দ' });
    expect(toolbar.getAttribute('lang')).toBe('ar');
    expect(toolbar.getAttribute('dir')).toBe('rtl');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([`${lillahi} ১টি ভুল চিহ্নিত`, `${alameen} ২টি ভুল চিহ্নিত`]);
    // The unmarked words are text, in reading order.
    expect(toolbar.textContent).toContain(alhamdu);
    expect(toolbar.textContent).toContain(rabbi);
  });

  it('marks each word by its worst mistake: wavy for a clear one, dotted for a hidden one, with a shape', () => {
    render(<Ayah />);
    expect(word(lillahi).dataset.severity).toBe('khafi');
    expect(word(alameen).dataset.severity).toBe('jali');
    expect(word(alameen).querySelector('[aria-hidden="true"]')?.getAttribute('data-severity')).toBe('jali');
  });

  it('a tap shows the marks below (aria-expanded, aria-controls); a second tap hides them', async () => {
    render(<Ayah />);
    const button = word(lillahi);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(within(panel()).getByRole('heading', { level: 4 }).textContent).toBe(`${t.marksOf} ${lillahi}`);
    const [mark] = within(panel()).getAllByRole('listitem') as [HTMLElement];
    expect(within(mark).getByText(mistakeCategories.ghunnah.bn)).toBeTruthy();
    expect(within(mark).getByText(mistakeSeverities.khafi.bn)).toBeTruthy();
    expect(within(mark).getByText(mistakeCategories.ghunnah.hint)).toBeTruthy();
    expect(within(mark).getByText(/লাম-এ তাশদীদ/).textContent).toBe(`${t.note} ${ghunnahMark.note}`);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it("plays the teacher's correction in <audio controls> with a WebM, then an MP4 source", async () => {
    const { container } = render(<Ayah />);
    await userEvent.click(word(lillahi));
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('aria-label')).toBe(t.correction);
    expect(audio.getAttribute('preload')).toBe('none');
    expect(
      [...audio.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('src')]),
    ).toEqual([
      ['audio/webm', readyCorrection.webm_url],
      ['audio/mp4', readyCorrection.mp4_url],
    ]);
  });

  it('says a correction is being made while it is converted; nothing without one', async () => {
    const { container } = render(<Ayah />);
    await userEvent.click(word(alameen));
    const marks = within(panel()).getAllByRole('listitem');
    expect(marks).toHaveLength(2);
    expect(within(marks[0] as HTMLElement).getByText(t.correctionProcessing)).toBeTruthy();
    expect(within(marks[1] as HTMLElement).queryByText(t.correction)).toBeNull();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('says so when a correction failed', async () => {
    const failed = { ...ghunnahMark, correction: { ...readyCorrection, status: 'failed' as const } };
    render(<Ayah marks={[failed]} />);
    await userEvent.click(word(lillahi));
    expect(within(panel()).getByText(t.correctionFailed)).toBeTruthy();
  });

  it.each([
    ['correct', 'সঠিক'],
    ['needs-work', 'আবার অনুশীলন দরকার'],
  ] as const)('shows the verdict %s as a badge: %s', (verdict, words) => {
    render(<Ayah verdict={verdict} />);
    // A shape before the words (hidden from screen readers): ✓ or ↻.
    const badge = screen.getByText(words, { exact: false });
    expect(badge.textContent).toBe(`${verdict === 'correct' ? '✓' : '↻'} ${words}`);
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe(verdict === 'correct' ? '✓' : '↻');
    expect(screen.getByRole('article', { name: 'আয়াত ২' }).dataset.verdict).toBe(verdict);
  });

  it('no verdict yet: no badge', () => {
    render(<Ayah verdict={null} />);
    expect(screen.queryByText('সঠিক')).toBeNull();
    expect(screen.queryByText('আবার অনুশীলন দরকার')).toBeNull();
  });

  it('without marks the learner reads plain text: no buttons, no legend', () => {
    render(<Ayah marks={[]} verdict="correct" />);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(practiceAyah.text).getAttribute('lang')).toBe('ar');
    expect(screen.queryByText(t.legend, { exact: false })).toBeNull();
  });

  it('leaves out marks of another ayah', () => {
    render(<Ayah marks={[{ ...ghunnahMark, ayah: 3 }]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no meaning: none is licensed for a platform that sells courses (docs/licences.md)', () => {
    render(<Ayah />);
    const article = screen.getByRole('article');
    expect(article.querySelector(':scope > p[lang="bn"]')).toBeNull();
    expect(screen.queryByText(/^অর্থ:/)).toBeNull();
  });

  it('the console: every word is a toggle (aria-pressed) and a tap chooses it', async () => {
    const onSelectWord = vi.fn();
    render(<Ayah selectable onSelectWord={onSelectWord} />);
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    expect(buttons[0]?.hasAttribute('aria-expanded')).toBe(false);
    await userEvent.click(word(rabbi));
    expect(onSelectWord).toHaveBeenCalledWith(2);
    expect(word(rabbi).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(t.noMarks)).toBeTruthy();
    expect(screen.getByText(t.consoleHint)).toBeTruthy();
  });

  it('follows a controlled selectedWord', () => {
    const { rerender } = render(<Ayah selectable selectedWord={3} />);
    expect(word(alameen).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<Ayah selectable selectedWord={null} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // A word the ayah does not have shows nothing.
    rerender(<Ayah selectable selectedWord={40} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('"মুছে ফেলুন" on each mark, described by its kind, calls onRemoveMark; the focus returns to the word', async () => {
    const onRemoveMark = vi.fn();
    const { rerender } = render(<Ayah selectable selectedWord={3} onRemoveMark={onRemoveMark} />);
    const removes = screen.getAllByRole('button', { name: t.remove });
    expect(removes).toHaveLength(2);
    const described = document.getElementById(removes[0]?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(`${mistakeCategories.madd.bn}${mistakeSeverities.jali.bn}`);
    await userEvent.click(removes[0] as HTMLElement);
    expect(onRemoveMark).toHaveBeenCalledWith(maddMark.id);
    rerender(
      <Ayah selectable selectedWord={3} marks={[ghunnahMark, makharijMark]} onRemoveMark={onRemoveMark} />,
    );
    expect(document.activeElement).toBe(word(alameen));
  });

  it('takes the focus back to the word when the page lets it go while the focus was lost (a picker closed)', () => {
    const { rerender } = render(<Console word={2} />);
    screen.getByRole('textbox', { name: 'picker' }).focus();
    rerender(<Console word={null} />);
    expect(document.activeElement).toBe(word(rabbi));
  });

  it('leaves the focus alone when the word is let go from elsewhere', async () => {
    const { rerender } = render(
      <>
        <button type="button">অন্য কিছু</button>
        <Ayah selectable selectedWord={2} />
      </>,
    );
    screen.getByRole('button', { name: 'অন্য কিছু' }).focus();
    rerender(
      <>
        <button type="button">অন্য কিছু</button>
        <Ayah selectable selectedWord={null} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'অন্য কিছু' }));
  });

  it('is one tab stop: ← goes to the next word (right to left), → back, Home and End; Enter chooses', async () => {
    const onSelectWord = vi.fn();
    render(<Ayah selectable onSelectWord={onSelectWord} />);
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[3]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[3]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, -1, -1, 0]);
    await userEvent.keyboard('{Enter}');
    expect(onSelectWord).toHaveBeenCalledWith(3);
  });

  it('enters at the chosen word', () => {
    render(<Ayah selectable selectedWord={2} />);
    expect(word(rabbi).tabIndex).toBe(0);
  });

  it.each<Partial<MarkedAyahProps>>([
    {},
    { selectedWord: 1 },
    { selectable: true, selectedWord: 3, onRemoveMark: () => {} },
    { selectable: true, selectedWord: 0 },
    { marks: [], verdict: 'correct' },
  ])('should have no accessibility violations (%j)', async (given) => {
    const { container } = render(<Ayah {...given} />);
    await expectNoAxeViolations(container);
  });
});
