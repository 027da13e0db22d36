import type { Meta, StoryObj } from '@storybook/react-vite';
import { mistakeCategories } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ayatAlKursi, ghunnahMark, practiceAyah, practiceMarks, practiceWords } from '../fixtures/practice';
import { MarkedAyah, type MarkedAyahProps } from './marked-ayah';

const t = bn.markedAyah;
const words = practiceWords(practiceAyah.text);
const lillahi = words[1]?.text ?? '';
const alameen = words[3]?.text ?? '';

/** As a page holds it: the chosen word and the marks (a removed mark goes), every event reported. */
function Stateful(args: MarkedAyahProps) {
  const [selected, setSelected] = useState<number | null>(args.selectedWord ?? null);
  const [marks, setMarks] = useState<V3Schemas['PracticeMark'][]>(args.marks);
  return (
    <MarkedAyah
      {...args}
      marks={marks}
      selectedWord={args.selectable ? selected : undefined}
      onSelectWord={(word) => {
        setSelected(word);
        args.onSelectWord?.(word);
      }}
      onRemoveMark={
        args.onRemoveMark &&
        ((id) => {
          setMarks((current) => current.filter((mark) => mark.id !== id));
          args.onRemoveMark?.(id);
        })
      }
    />
  );
}

/**
 * An ayah as the teacher marked it. Each marked word is underlined by its worst mistake (wavy: a
 * clear one, jali; dotted: a hidden one, khafi), with a shape and a colour; a tap shows its marks
 * below — category and severity in Bengali, the note, the teacher's voice correction. The learner
 * taps only marked words; in the console (`selectable`) every word can be chosen to mark it, and a
 * mark can be taken back. The words are one toolbar: ←/→ in reading order, Home/End.
 */
const meta = {
  title: 'Learning/Practice/MarkedAyah',
  component: MarkedAyah,
  args: {
    number: practiceAyah.number,
    words,
    marks: practiceMarks,
    verdict: 'needs-work',
    onSelectWord: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof MarkedAyah>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's view: two marked words; a tap shows the marks and plays the teacher's correction. */
export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'আয়াত ২-এর শব্দ' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(2);
    const word = within(toolbar).getByRole('button', { name: new RegExp(`^${lillahi}`) });
    // Underlined (dotted: a hidden mistake), not only coloured.
    await expect(getComputedStyle(word).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(word).textDecorationStyle).toBe('dotted');
    await userEvent.click(word);
    await expect(word).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(mistakeCategories.ghunnah.bn)).toBeVisible();
    const audio = canvasElement.querySelector('audio');
    await expect(audio).toHaveAccessibleName(t.correction);
    await expect(audio?.querySelectorAll('source')).toHaveLength(2);
  },
};

/** A word with two marks, one clear (wavy), its correction still being made. */
export const CorrectionBeingMade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const word = canvas.getByRole('button', { name: new RegExp(`^${alameen}`) });
    await expect(getComputedStyle(word).textDecorationStyle).toBe('wavy');
    await userEvent.click(word);
    await expect(canvas.getByText(t.correctionProcessing)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A correction whose conversion failed: said in words, no broken player. */
export const CorrectionFailed: Story = {
  args: {
    marks: [
      { ...ghunnahMark, correction: { status: 'failed', duration_ms: 0, mp4_url: null, webm_url: null } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${lillahi}`) }));
    await expect(canvas.getByText(t.correctionFailed)).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toBeNull();
  },
};

/** Judged right, nothing marked: plain text, the verdict badge "সঠিক". */
export const Correct: Story = {
  args: { marks: [], verdict: 'correct' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('সঠিক', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Not reviewed yet: no badge, no marks. */
export const NotReviewed: Story = {
  args: { marks: [], verdict: null },
};

/** The console: every word can be chosen (aria-pressed); a chosen word shows its marks, each removable. */
export const Console: Story = {
  args: { selectable: true, selectedWord: 3, verdict: null, onRemoveMark: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar');
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(words.length);
    const [first] = canvas.getAllByRole('button', { name: t.remove });
    await userEvent.click(first as HTMLElement);
    await expect(args.onRemoveMark).toHaveBeenCalledWith(practiceMarks[1]?.id);
    await expect(canvas.getAllByRole('button', { name: t.remove })).toHaveLength(1);
    // The focus went back to the word, so the teacher goes on from there.
    await expect(canvas.getByRole('button', { name: new RegExp(`^${alameen}`) })).toHaveFocus();
  },
};

/** The console by keyboard: Tab into the words, ← to the next one, Enter to choose it. */
export const ConsoleKeyboard: Story = {
  args: { selectable: true, verdict: null, marks: [ghunnahMark] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onSelectWord).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText(t.noMarks)).toBeVisible();
  },
};

const kursiWords = practiceWords(ayatAlKursi.text);
const kursiMarks: V3Schemas['PracticeMark'][] = [5, 11, 30, 49].map((word, i) => ({
  ...ghunnahMark,
  id: `00000000-0000-4000-8000-00000000000${i}`,
  ayah: 255,
  word,
  word_text: kursiWords[word]?.text ?? '',
  severity: i % 2 ? 'jali' : 'khafi',
  correction: null,
}));

/** Ayat al-Kursi with four marks on a 360 px phone: the words wrap right to left, nothing overflows. */
export const LongAyahOnPhone: Story = {
  args: {
    number: 255,
    words: kursiWords,
    marks: kursiMarks,
  },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const marked = within(article).getAllByRole('button');
    await expect(marked).toHaveLength(4);
    await userEvent.click(marked[3] as HTMLElement);
    await document.fonts.ready;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
