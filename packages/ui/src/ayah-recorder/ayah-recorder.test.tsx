import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { practiceAyah } from '../fixtures/practice';
import { sampleAudio } from '../fixtures/sample-audio';
import { expectNoAxeViolations } from '../test/axe';
import { AyahRecorder, type AyahRecorderProps, micLevel } from './ayah-recorder';

const t = bn.ayahRecorder;

function Recorder(props: Partial<AyahRecorderProps>) {
  return (
    <AyahRecorder
      ayah={practiceAyah}
      state="idle"
      onStart={() => {}}
      onStop={() => {}}
      onRerecord={() => {}}
      {...props}
    />
  );
}

const status = () => screen.getByRole('status');

describe('micLevel', () => {
  it.each([
    [0, 'silent'],
    [0.04, 'silent'],
    [Number.NaN, 'silent'],
    [0.1, 'quiet'],
    [0.5, 'good'],
    [0.9, 'good'],
    [0.95, 'loud'],
  ] as const)('%j is %j', (level, want) => {
    expect(micLevel(level)).toBe(want);
  });
});

describe('AyahRecorder', () => {
  it('shows the ayah in the Quran script, right to left, and its number; no meaning, none is licensed (docs/licences.md)', () => {
    render(<Recorder />);
    expect(screen.getByRole('article', { name: 'আয়াত ২' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'আয়াত ২' })).toBeTruthy();
    const text = screen.getByText(practiceAyah.text);
    expect(text.getAttribute('lang')).toBe('ar');
    expect(text.getAttribute('dir')).toBe('rtl');
    // The end-of-ayah sign with its number in Arabic-Indic digits, hidden from screen readers.
    expect(text.querySelector('[aria-hidden="true"]')?.textContent).toBe(' \u06DD٢');
    // No Bengali meaning: the text is followed by the recorder's panel, nothing in Bengali between.
    expect(text.nextElementSibling?.getAttribute('lang')).not.toBe('bn');
    expect(screen.getByRole('article').querySelector('p[lang="bn"]')).toBeNull();
    expect(screen.queryByText(/^অর্থ:/)).toBeNull();
  });

  it('idle: "রেকর্ড শুরু করুন" calls onStart, and says how long a take may be', async () => {
    const onStart = vi.fn();
    render(<Recorder onStart={onStart} />);
    await userEvent.click(screen.getByRole('button', { name: 'রেকর্ড শুরু করুন' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.getByText('আয়াতটি একবারে পড়ুন — সর্বোচ্চ ১ মিনিট।')).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('states the limit in seconds when it is not whole minutes', () => {
    render(<Recorder maxMs={45_000} />);
    expect(screen.getByText('আয়াতটি একবারে পড়ুন — সর্বোচ্চ ৪৫ সেকেন্ড।')).toBeTruthy();
  });

  it('asking: the start button is busy (presses ignored) and the prompt is explained', async () => {
    const onStart = vi.fn();
    render(<Recorder state="asking" onStart={onStart} />);
    const button = screen.getByRole('button', { name: /অনুমতির অপেক্ষায়/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByText(t.asking)).toBeTruthy();
  });

  it('denied: how to allow the microphone in the site settings, and try again', async () => {
    const onStart = vi.fn();
    render(<Recorder state="denied" onStart={onStart} />);
    expect(status().textContent).toBe(t.deniedTitle);
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([...t.deniedSteps]);
    expect(steps.join(' ')).toMatch(/সাইট সেটিংস/);
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('unsupported: no button, and which browser to use', () => {
    render(<Recorder state="unsupported" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(t.unsupportedTitle)).toBeTruthy();
    expect(screen.getByText(/Chrome/).textContent).toBe(t.unsupported);
  });

  it('recording: a named meter with its value in words, the clock in Bengali digits, and stop', async () => {
    const onStop = vi.fn();
    render(<Recorder state="recording" level={0.42} elapsedMs={12_400} onStop={onStop} />);
    const meter = screen.getByRole('meter', { name: t.level });
    expect(meter.tagName).toBe('METER');
    expect((meter as HTMLMeterElement).value).toBe(42);
    expect((meter as HTMLMeterElement).min).toBe(0);
    expect((meter as HTMLMeterElement).max).toBe(100);
    expect(meter.getAttribute('aria-valuetext')).toBe('ঠিক আছে (৪২%)');
    expect(meter.dataset.level).toBe('good');
    expect(screen.getByText(t.levels.good)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(`${t.elapsed}: ০:১২ / ১:০০`);
    await userEvent.click(screen.getByRole('button', { name: 'রেকর্ড থামান' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('keeps the level and the clock within their bounds', () => {
    const { rerender } = render(<Recorder state="recording" level={3} elapsedMs={90_000} />);
    expect(screen.getByRole('meter').getAttribute('value')).toBe('100');
    expect(screen.getByRole('meter').dataset.level).toBe('loud');
    expect(screen.getByRole('timer').textContent).toMatch(/১:০০ \/ ১:০০$/);
    rerender(<Recorder state="recording" level={-1} elapsedMs={Number.NaN} />);
    expect(screen.getByRole('meter').getAttribute('value')).toBe('0');
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('কোনো আওয়াজ নেই (০%)');
    expect(screen.getByRole('timer').textContent).toMatch(/০:০০ \/ ১:০০$/);
  });

  it('announces start, the last seconds and stop once each, never each tick', () => {
    const { rerender } = render(<Recorder />);
    const region = status();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<Recorder state="recording" elapsedMs={0} level={0.1} />);
    expect(region.textContent).toBe(t.recording);
    for (const ms of [1000, 2000, 30_000, 49_000]) {
      rerender(<Recorder state="recording" elapsedMs={ms} level={Math.random()} />);
      expect(status()).toBe(region);
      expect(region.textContent).toBe(t.recording);
    }
    rerender(<Recorder state="recording" elapsedMs={50_000} />);
    expect(region.textContent).toBe('রেকর্ড হচ্ছে — আর ১০ সেকেন্ডের মতো বাকি');
    expect(screen.getByRole('timer').dataset.urgent).toBe('true');
    rerender(<Recorder state="recording" elapsedMs={55_000} />);
    expect(region.textContent).toBe('রেকর্ড হচ্ছে — আর ১০ সেকেন্ডের মতো বাকি');
    rerender(<Recorder state="recorded" takeUrl={sampleAudio.webm} />);
    expect(region.textContent).toBe(t.recorded);
  });

  it('recorded: the take plays in a named <audio controls>, and "আবার রেকর্ড করুন" calls onRerecord', async () => {
    const onRerecord = vi.fn();
    const { container } = render(
      <Recorder state="recorded" takeUrl={sampleAudio.webm} onRerecord={onRerecord} />,
    );
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(sampleAudio.webm);
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('aria-label')).toBe(t.take);
    await userEvent.click(screen.getByRole('button', { name: 'আবার রেকর্ড করুন' }));
    expect(onRerecord).toHaveBeenCalledTimes(1);
  });

  it('recorded without a take at hand: no player, still re-record', () => {
    const { container } = render(<Recorder state="recorded" takeUrl={null} />);
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: t.rerecord })).toBeTruthy();
  });

  it('locked: says why instead of any control, and the take still plays', () => {
    const why = 'অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে; দেখা শেষ হলে আবার রেকর্ড করা যাবে।';
    const { container, rerender } = render(<Recorder state="idle" locked={why} />);
    expect(screen.getByText(t.lockedTitle)).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Recorder state="recorded" takeUrl={sampleAudio.webm} locked={why} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('audio')).not.toBeNull();
    expect(status().textContent).toBe('');
  });

  it('shows an error as an alert that is always in the page', () => {
    const { rerender } = render(<Recorder />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(<Recorder error="রেকর্ডিং সংরক্ষণ করা যায়নি: ফোনে জায়গা নেই।" />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('!রেকর্ডিং সংরক্ষণ করা যায়নি: ফোনে জায়গা নেই।');
  });

  it('keeps the focus on the next control as start turns to stop, then to the player', async () => {
    const { container, rerender } = render(<Recorder />);
    await userEvent.tab();
    const start = screen.getByRole('button', { name: t.start });
    expect(document.activeElement).toBe(start);
    rerender(<Recorder state="asking" />);
    // The same button, now busy: the focus stays on it.
    expect(document.activeElement).toBe(start);
    rerender(<Recorder state="recording" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.stop }));
    rerender(<Recorder state="recorded" takeUrl={sampleAudio.webm} />);
    // The player where the browser lets it take the focus (Chromium: see the story), else the ayah.
    expect([container.querySelector('audio'), screen.getByRole('article')]).toContain(document.activeElement);
    screen.getByRole('button', { name: t.rerecord }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.rerecord }));
    rerender(<Recorder state="recording" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.stop }));
    rerender(<Recorder state="unsupported" />);
    expect(document.activeElement).toBe(screen.getByRole('article'));
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const outside = (
      <button type="button" key="outside">
        অন্য কিছু
      </button>
    );
    const { rerender } = render(
      <>
        {outside}
        <Recorder />
      </>,
    );
    await userEvent.tab();
    rerender(
      <>
        {outside}
        <Recorder state="recording" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'অন্য কিছু' }));
  });

  it('the heading level can follow the page', () => {
    render(<Recorder headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'আয়াত ২' })).toBeTruthy();
  });

  it.each<Partial<AyahRecorderProps>>([
    { state: 'idle' },
    { state: 'asking' },
    { state: 'denied' },
    { state: 'unsupported' },
    { state: 'recording', level: 0.5, elapsedMs: 8000 },
    { state: 'recorded', takeUrl: sampleAudio.webm },
    { state: 'idle', locked: 'শিক্ষক দেখছেন।' },
    { state: 'idle', error: 'রেকর্ডিং সংরক্ষণ করা যায়নি।' },
  ])('should have no accessibility violations (%j)', async (given) => {
    const { container } = render(<Recorder {...given} />);
    await expectNoAxeViolations(container);
  });
});
