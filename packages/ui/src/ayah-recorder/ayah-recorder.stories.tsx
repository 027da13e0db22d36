import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ayatAlKursi, practiceAyah } from '../fixtures/practice';
import { sampleAudio } from '../fixtures/sample-audio';
import { AyahRecorder, type AyahRecorderProps, type AyahRecorderState } from './ayah-recorder';

const t = bn.ayahRecorder;

/**
 * One ayah of a practice on the learner's phone: the Quran's text large and right to left, and the
 * microphone around it — start, the browser's permission prompt, a
 * refused or missing microphone (with what to do), recording with a level meter and the time of
 * the most, and listening back before sending. Presentational: the page owns the MediaRecorder and
 * passes `state`, `level` and `elapsedMs`. The status line is polite and changes with the state,
 * never with each tick.
 */
const meta = {
  title: 'Learning/Practice/AyahRecorder',
  component: AyahRecorder,
  args: {
    ayah: practiceAyah,
    state: 'idle',
    onStart: fn(),
    onStop: fn(),
    onRerecord: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['idle', 'asking', 'denied', 'unsupported', 'recording', 'recorded'],
    },
    level: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
    elapsedMs: { control: { type: 'range', min: 0, max: 60_000, step: 1000 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof AyahRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing recorded yet: "রেকর্ড শুরু করুন", reached and pressed by keyboard. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText(practiceAyah.text);
    await expect(text).toHaveAttribute('lang', 'ar');
    await expect(text).toHaveAttribute('dir', 'rtl');
    // The Quran face, large (28 px and up: docs/decisions/0018-look-and-feel.md).
    await expect(getComputedStyle(text).fontFamily).toMatch(/Amiri Quran/);
    await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(28);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.start })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The browser's microphone prompt is open: the button waits, and the prompt is explained. */
export const AskingPermission: Story = {
  args: { state: 'asking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.asking)).toBeVisible();
  },
};

/** The microphone was refused: how to allow it in the browser's site settings, and try again. */
export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.deniedTitle);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(t.deniedSteps.length);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** A browser that cannot record: which one to use instead; no button. */
export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.unsupportedTitle)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Recording at a good level: the meter (named, its value in words), the clock, stop. */
export const Recording: Story = {
  args: { state: 'recording', level: 0.55, elapsedMs: 12_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: t.level });
    await expect(meter).toHaveAttribute('value', '55');
    await expect(meter).toHaveAttribute('aria-valuetext', 'ঠিক আছে (৫৫%)');
    await expect(canvas.getByRole('timer')).toHaveTextContent('০:১২ / ১:০০');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.recording);
    await userEvent.click(canvas.getByRole('button', { name: t.stop }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Too quiet: the meter says so in words ("আস্তে"), not only in its colour. */
export const RecordingQuiet: Story = {
  args: { state: 'recording', level: 0.1, elapsedMs: 3000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.levels.quiet)).toBeVisible();
  },
};

/** Too loud (clipping). */
export const RecordingLoud: Story = {
  args: { state: 'recording', level: 0.97, elapsedMs: 21_000 },
};

/** The last ten seconds: the clock turns urgent and the status line says so, once. */
export const LastSeconds: Story = {
  args: { state: 'recording', level: 0.4, elapsedMs: 52_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-urgent', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.lastSeconds(10));
  },
};

/** A take to listen back to, and "আবার রেকর্ড করুন". */
export const Recorded: Story = {
  args: { state: 'recorded', takeUrl: sampleAudio.webm },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const audio = canvasElement.querySelector('audio');
    await expect(audio).toHaveAttribute('controls');
    await expect(audio).toHaveAccessibleName(t.take);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.recorded);
    await userEvent.click(canvas.getByRole('button', { name: t.rerecord }));
    await expect(args.onRerecord).toHaveBeenCalledTimes(1);
  },
};

/** Sent and waiting for the teacher: why recording is not possible now; the take still plays. */
export const Locked: Story = {
  args: {
    state: 'recorded',
    takeUrl: sampleAudio.webm,
    locked: 'অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে। শিক্ষক দেখা শেষ করলে দরকারি আয়াতগুলো আবার রেকর্ড করতে পারবেন।',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.lockedTitle)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Something went wrong on the page's side (saving the take): an alert. */
export const WithError: Story = {
  args: {
    state: 'idle',
    error: 'রেকর্ডিংটি ফোনে রাখা যায়নি — ফোনে জায়গা কম। কিছু ফাইল মুছে আবার রেকর্ড করুন।',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ফোনে জায়গা কম');
  },
};

/** Ayat al-Kursi (50 words) while recording on a 360 px phone: the ayah wraps, nothing overflows. */
export const LongAyahOnPhone: Story = {
  args: { ayah: ayatAlKursi, state: 'recording', level: 0.6, elapsedMs: 41_000 },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await document.fonts.ready;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const stop = within(article).getByRole('button', { name: t.stop });
    await expect(stop.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A pretend microphone, as the page drives the recorder: permission, a moving level, the clock. */
function FakeMicrophone(args: AyahRecorderProps) {
  const [state, setState] = useState<AyahRecorderState>('idle');
  const [elapsedMs, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (state === 'asking') {
      const timer = setTimeout(() => setState('recording'), 400);
      return () => clearTimeout(timer);
    }
    if (state !== 'recording') return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Date.now() - started;
      setElapsed(now);
      setLevel(0.35 + 0.3 * Math.abs(Math.sin(now / 300)));
      if (now >= 60_000) setState('recorded');
    }, 100);
    return () => clearInterval(timer);
  }, [state]);
  return (
    <AyahRecorder
      {...args}
      state={state}
      level={level}
      elapsedMs={elapsedMs}
      takeUrl={state === 'recorded' ? sampleAudio.webm : null}
      onStart={() => {
        args.onStart();
        setElapsed(0);
        setState('asking');
      }}
      onStop={() => {
        args.onStop();
        setState('recorded');
      }}
      onRerecord={() => {
        args.onRerecord();
        setElapsed(0);
        setState('asking');
      }}
    />
  );
}

/**
 * The whole round by keyboard, as on the page: start → asking → recording → stop → listen. The focus
 * follows the action (start, then stop, then the player), so the learner never hunts for it.
 */
export const WholeRound: Story = {
  render: (args) => <FakeMicrophone {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const stop = await canvas.findByRole('button', { name: t.stop }, { timeout: 3000 });
    await expect(stop).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('meter')).not.toHaveAttribute('value', '0'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.recorded);
    await expect(canvasElement.querySelector('audio')).toHaveFocus();
  },
};
