import type { Meta, StoryObj } from '@storybook/react-vite';
import { mistakeCategories, mistakeSeverities } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { practiceAyah, practiceWords } from '../fixtures/practice';
import { MarkedAyah } from '../marked-ayah/marked-ayah';
import { WordMarkPicker, type WordMarkPickerProps } from './word-mark-picker';

const t = bn.wordMarkPicker;

/**
 * The console's form that marks one word of a learner's recitation by the rubric — everything from
 * `@tilawat/domain`: the twelve categories in their three groups, each with its reminder and its
 * key; the severity (j / k); an optional note. Built for speed at a keyboard: it takes the focus
 * when it opens, a key chooses, Enter marks, Escape cancels. The category is required.
 */
const meta = {
  title: 'Learning/Practice/WordMarkPicker',
  component: WordMarkPicker,
  args: { word: { index: 1, text: 'لِلَّهِ' }, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof WordMarkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on a word: nothing chosen yet (a hidden mistake preselected as severity). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: t.title })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: mistakeSeverities.khafi.bn })).toBeChecked();
  },
};

/** The teacher's way: "4" (গুন্নাহ), "j" (a clear mistake), a note, Enter from the choice. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('4');
    const ghunnah = canvas.getByRole('radio', { name: mistakeCategories.ghunnah.bn });
    await expect(ghunnah).toBeChecked();
    await expect(ghunnah).toHaveFocus();
    await userEvent.keyboard('j');
    await expect(canvas.getByRole('radio', { name: mistakeSeverities.jali.bn })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ category: 'ghunnah', severity: 'jali', note: null });
  },
};

/** With a note: typing it chooses nothing, whatever the letters. */
export const WithNote: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const note = 'মাদ্দে তবয়ী দুই হরকত — বেশি টেনেছেন।';
    await userEvent.keyboard('5');
    await userEvent.type(canvas.getByRole('textbox', { name: /নোট/ }), note);
    await expect(canvas.getByText(t.counter(note.length, 500))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      category: 'madd',
      severity: 'khafi',
      note: 'মাদ্দে তবয়ী দুই হরকত — বেশি টেনেছেন।',
    });
  },
};

/** Submitted without a category: the message beside the categories, the focus on the first. */
export const CategoryMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(t.categoryRequired)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: mistakeCategories.makharij.bn })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Escape cancels. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The mark is on its way: the submit button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t.submit) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the mark: an alert by the buttons. */
export const ServerError: Story = {
  args: { error: 'এই অনুশীলনের দেখা শেষ হয়ে গেছে; নতুন চিহ্ন দেওয়া যাবে না।' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('দেখা শেষ হয়ে গেছে');
  },
};

/** On a 360 px phone (a teacher on the go): one column, nothing overflows, 44 px targets. */
export const Phone: Story = {
  args: { word: { index: 3, text: 'ٱلۡعَٰلَمِينَ' } },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const form = within(canvasElement).getByRole('form');
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const option = within(form).getByRole('radio', { name: mistakeCategories.sifat.bn }).closest('label');
    await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const ayahWords = practiceWords(practiceAyah.text);

/** The console's review of one ayah, as the page composes it: MarkedAyah chooses, the picker marks. */
function Review(args: WordMarkPickerProps) {
  const [word, setWord] = useState<number | null>(null);
  const [marks, setMarks] = useState<V3Schemas['PracticeMark'][]>([]);
  const chosen = ayahWords.find((w) => w.index === word);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <MarkedAyah
        number={practiceAyah.number}
        words={ayahWords}
        marks={marks}
        verdict={null}
        selectable
        selectedWord={word}
        onSelectWord={(index) => setWord((now) => (now === index ? null : index))}
        onRemoveMark={(id) => setMarks((now) => now.filter((m) => m.id !== id))}
      />
      {chosen ? (
        <WordMarkPicker
          {...args}
          word={chosen}
          onCancel={() => {
            args.onCancel();
            setWord(null);
          }}
          onSubmit={(mark) => {
            args.onSubmit(mark);
            setMarks((now) => [
              ...now,
              {
                id: `00000000-0000-4000-8000-${String(now.length).padStart(12, '0')}`,
                ayah: practiceAyah.number,
                word: chosen.index,
                word_text: chosen.text,
                ...mark,
                correction: null,
                created_at: '2026-11-24T10:00:00+06:00',
              },
            ]);
            setWord(null);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * In the console: Enter on a word opens the picker (with the focus), "4", "j", Enter marks it — the
 * word is underlined at once and the focus is back on it, ready for the next. Escape closes too.
 */
export const InTheConsole: Story = {
  render: (args) => <Review {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('form', { name: t.title })).toHaveFocus();
    await userEvent.keyboard('4j{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ category: 'ghunnah', severity: 'jali', note: null });
    await expect(canvas.queryByRole('form')).toBeNull();
    const word = canvas.getByRole('button', { name: new RegExp(`^${ayahWords[1]?.text}`) });
    await expect(word).toHaveFocus();
    await expect(word).toHaveAttribute('data-severity', 'jali');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: new RegExp(`^${ayahWords[2]?.text}`) })).toHaveFocus();
  },
};
