import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { VideoPlayer } from './video-player';

/** jsdom has no media playback: give the <video> a fake one that behaves like the browser's. */
function fakeMedia(video: HTMLVideoElement, duration = 840) {
  let paused = true;
  let currentTime = 0;
  let muted = false;
  Object.defineProperties(video, {
    paused: { get: () => paused },
    ended: { get: () => false },
    duration: { get: () => duration },
    currentTime: {
      get: () => currentTime,
      set: (value: number) => {
        currentTime = value;
      },
    },
    muted: {
      get: () => muted,
      set: (value: boolean) => {
        muted = value;
        video.dispatchEvent(new Event('volumechange'));
      },
    },
  });
  video.play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  fireEvent.loadedMetadata(video);
  return {
    tick(to: number) {
      currentTime = to;
      fireEvent.timeUpdate(video);
    },
  };
}

function setup(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const utils = render(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" {...props} />);
  const video = utils.container.querySelector('video') as HTMLVideoElement;
  const media = fakeMedia(video);
  return { ...utils, video, media };
}

describe('VideoPlayer', () => {
  it('offers no download, no picture-in-picture and no context menu', () => {
    const { video } = setup();
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(video.hasAttribute('disablepictureinpicture')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(false);
    expect(fireEvent.contextMenu(video)).toBe(false);
  });

  it('is a group named by the lesson, with labelled Bengali controls', () => {
    setup();
    expect(screen.getByRole('group', { name: bn.video.player('হরফ পরিচিতি') })).toBeTruthy();
    for (const name of [bn.video.play, bn.video.back, bn.video.forward, bn.video.mute, bn.video.fullscreen]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('slider', { name: bn.video.seek })).toBeTruthy();
  });

  it('resumes where the learner left off', () => {
    const { video } = setup({ startAt: 190 });
    expect(video.currentTime).toBe(190);
    expect(screen.getByRole('status').textContent).toBe(bn.resumeBanner.resumed('৩:১০'));
  });

  it('restarts from the beginning from the resume banner, and plays', async () => {
    const { video } = setup({ startAt: 190 });
    await userEvent.click(screen.getByRole('button', { name: bn.resumeBanner.restart }));
    expect(video.currentTime).toBe(0);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(bn.resumeBanner.resumed('৩:১০'))).toBeNull();
    // The banner went away under the focus: it lands on the play/pause button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: bn.video.pause }));
  });

  it('dismisses the resume banner without moving the video', async () => {
    const { video } = setup({ startAt: 190 });
    await userEvent.click(screen.getByRole('button', { name: bn.resumeBanner.dismiss }));
    expect(video.currentTime).toBe(190);
    expect(video.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: bn.video.play }));
  });

  it('drops the resume banner once the video plays on', async () => {
    setup({ startAt: 190 });
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    expect(screen.queryByText(bn.resumeBanner.resumed('৩:১০'))).toBeNull();
  });

  it('resumes a <video> that read its metadata before the player was hydrated (drawn by the server)', () => {
    const { container, rerender } = render(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'readyState', { get: () => 1 });
    let currentTime = 0;
    Object.defineProperties(video, {
      duration: { get: () => 840 },
      currentTime: { get: () => currentTime, set: (value: number) => (currentTime = value) },
    });
    // no `loadedmetadata` comes: it came before React listened
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" startAt={190} />);
    expect(video.currentTime).toBe(190);
    expect(screen.getByRole('status').textContent).toBe(bn.resumeBanner.resumed('৩:১০'));
  });

  it('moves to a new resume point given before the learner plays, not after', async () => {
    const { video, rerender } = setup({ startAt: 30 });
    Object.defineProperty(video, 'readyState', { get: () => 1 });
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" startAt={190} />);
    expect(video.currentTime).toBe(190);
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" startAt={400} />);
    expect(video.currentTime).toBe(190);
  });

  it('with preload "none" fetches nothing before the learner plays, and starts where they left off', async () => {
    const { container, rerender } = render(
      <VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" preload="none" />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('preload')).toBe('none');
    // Nothing loaded: no length, no metadata event until the learner plays.
    let currentTime = 0;
    Object.defineProperties(video, {
      readyState: { get: () => 0, configurable: true },
      currentTime: {
        get: () => currentTime,
        set: (value: number) => (currentTime = value),
        configurable: true,
      },
    });
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" preload="none" startAt={190} />);
    // The element's start position, and the banner and the bar say so at once.
    expect(video.currentTime).toBe(190);
    expect(screen.getByRole('status').textContent).toBe(bn.resumeBanner.resumed('৩:১০'));
    // The learner plays: the length arrives, the position stays, the banner goes.
    const media = fakeMedia(video);
    video.currentTime = 190;
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(190);
    expect(screen.queryByRole('status')).toBeNull();
    media.tick(191);
    expect(video.currentTime).toBe(191);
  });

  it('with preload "none", a start position at the very end plays from the beginning once the length is known', () => {
    const { container, rerender } = render(
      <VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" preload="none" />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    let currentTime = 0;
    Object.defineProperties(video, {
      readyState: { get: () => 0 },
      currentTime: { get: () => currentTime, set: (value: number) => (currentTime = value) },
    });
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" preload="none" startAt={839} />);
    expect(video.currentTime).toBe(839);
    Object.defineProperty(video, 'duration', { get: () => 840 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts from the beginning when the saved position is at the very end', () => {
    const { video } = setup({ startAt: 839 });
    expect(video.currentTime).toBe(0);
  });

  it('plays and pauses with the button, K and Space', async () => {
    const { video } = setup();
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    expect(video.play).toHaveBeenCalledTimes(1);
    const pause = screen.getByRole('button', { name: bn.video.pause });
    await userEvent.keyboard('k');
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(pause);
    screen.getByRole('slider').focus();
    await userEvent.keyboard(' ');
    expect(video.play).toHaveBeenCalledTimes(2);
  });

  it('seeks ±10 s with the arrow keys and the buttons, within the video', async () => {
    const { video } = setup();
    screen.getByRole('button', { name: bn.video.play }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(20);
    await userEvent.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: bn.video.back }));
    await userEvent.click(screen.getByRole('button', { name: bn.video.back }));
    expect(video.currentTime).toBe(0);
    video.currentTime = 835;
    await userEvent.click(screen.getByRole('button', { name: bn.video.forward }));
    expect(video.currentTime).toBe(840);
  });

  it('mutes with M and goes full screen with F', async () => {
    const { container, video } = setup();
    const requestFullscreen = vi.fn(() => Promise.resolve());
    (container.firstElementChild as HTMLElement).requestFullscreen = requestFullscreen;
    screen.getByRole('button', { name: bn.video.play }).focus();
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: bn.video.unmute })).toBeTruthy();
    await userEvent.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('reports progress while playing, on pause and at the end', async () => {
    const onProgress = vi.fn();
    const { video, media } = setup({ onProgress, progressInterval: 10 });
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    media.tick(4);
    expect(onProgress).not.toHaveBeenCalled();
    media.tick(11);
    expect(onProgress).toHaveBeenLastCalledWith({ position: 11, duration: 840, ended: false });
    media.tick(15);
    video.pause();
    expect(onProgress).toHaveBeenLastCalledWith({ position: 15, duration: 840, ended: false });
    fireEvent.ended(video);
    expect(onProgress).toHaveBeenLastCalledWith({ position: 15, duration: 840, ended: true });
  });

  it('reports once, as leaving, when the page is hidden or left after the video played', async () => {
    const onProgress = vi.fn();
    const { video, media } = setup({ onProgress });
    let visibility: DocumentVisibilityState = 'visible';
    const restore = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      // Not played yet: nothing to save.
      visibility = 'hidden';
      fireEvent(document, new Event('visibilitychange'));
      expect(onProgress).not.toHaveBeenCalled();

      visibility = 'visible';
      await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
      media.tick(7);
      fireEvent(document, new Event('visibilitychange'));
      expect(onProgress).not.toHaveBeenCalled();

      visibility = 'hidden';
      fireEvent(document, new Event('visibilitychange'));
      expect(onProgress).toHaveBeenLastCalledWith({
        position: 7,
        duration: 840,
        ended: false,
        leaving: true,
      });
      // pagehide right after the hidden tab, at the same position: not twice.
      fireEvent(window, new Event('pagehide'));
      expect(onProgress).toHaveBeenCalledTimes(1);

      visibility = 'visible';
      media.tick(9);
      fireEvent(window, new Event('pagehide'));
      expect(onProgress).toHaveBeenCalledTimes(2);
      expect(onProgress).toHaveBeenLastCalledWith({
        position: 9,
        duration: 840,
        ended: false,
        leaving: true,
      });
      expect(video.paused).toBe(false);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      if (!restore)
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    }
  });

  it('stops listening to the page when unmounted', async () => {
    const onProgress = vi.fn();
    const { unmount } = setup({ onProgress });
    await userEvent.click(screen.getByRole('button', { name: bn.video.play }));
    unmount();
    fireEvent(window, new Event('pagehide'));
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('plays at the chosen speed, uncontrolled, starting at 1×', async () => {
    const onPlaybackRateChange = vi.fn();
    const { video } = setup({ onPlaybackRateChange });
    expect(video.playbackRate).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'গতি ১×' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '১.৫×' }));
    expect(onPlaybackRateChange).toHaveBeenCalledWith(1.5);
    expect(video.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'গতি ১.৫×' })).toBeTruthy();
  });

  it('follows a controlled speed, also after the source loads', () => {
    const { video, rerender } = setup({ playbackRate: 1.25, onPlaybackRateChange: () => {} });
    expect(video.playbackRate).toBe(1.25);
    expect(screen.getByRole('button', { name: 'গতি ১.২৫×' })).toBeTruthy();
    rerender(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" playbackRate={0.75} />);
    expect(video.playbackRate).toBe(0.75);
    // A browser resets the speed to the default when a source loads.
    video.playbackRate = 1;
    fireEvent.loadedMetadata(video);
    expect(video.playbackRate).toBe(0.75);
    expect(video.defaultPlaybackRate).toBe(0.75);
  });

  it('keeps the player shortcuts out of the open speed menu', async () => {
    const { video } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'গতি ১×' }));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(video.currentTime).toBe(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows an error when the video cannot play', () => {
    const { video } = setup();
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toBe(bn.video.error);
  });

  it('shows the locked state without a video', () => {
    const { container } = render(
      <VideoPlayer src={null} title="হলকি হরফের মাখরাজ" lockedAction={<a href="/checkout">ভর্তি হন</a>} />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText(bn.video.locked)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ভর্তি হন' })).toBeTruthy();
  });

  it('says what the page gives when there is no video for another reason (not made yet)', () => {
    render(<VideoPlayer src={null} title="হলকি হরফের মাখরাজ" lockedMessage="এই পাঠের ভিডিও শিগগির আসছে।" />);
    expect(screen.getByText('এই পাঠের ভিডিও শিগগির আসছে।')).toBeTruthy();
    expect(screen.queryByText(bn.video.locked)).toBeNull();
  });

  it('draws its frame and control bar while pending, inert and without a video, then turns into the player there', () => {
    const onPlaybackRateChange = () => {};
    const props = {
      src: '/lesson.webm',
      title: 'হরফ পরিচিতি',
      playbackRate: 1.25 as const,
      onPlaybackRateChange,
    };
    const { container, rerender } = render(<VideoPlayer {...props} pending />);
    const group = screen.getByRole('group', { name: bn.video.player('হরফ পরিচিতি') });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('video')).toBeNull();
    const controls = container.querySelector('[inert]');
    expect(controls?.querySelector('input[type="range"]')).toBeTruthy();
    // The whole bar is inert (a browser gives nothing in it focus or a press; jsdom has no inert of its own).
    expect(screen.getByRole('button', { name: bn.video.play }).closest('[inert]')).toBe(controls);
    const frame = group.firstElementChild;

    rerender(<VideoPlayer {...props} startAt={190} />);
    // The same elements, now the player: its <video> (at the controlled speed) and live controls.
    expect(screen.getByRole('group', { name: bn.video.player('হরফ পরিচিতি') })).toBe(group);
    expect(group.firstElementChild).toBe(frame);
    expect(group.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('[inert]')).toBeNull();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toBeTruthy();
    expect(video.playbackRate).toBe(1.25);
    fakeMedia(video);
    expect(video.currentTime).toBe(190);
    expect(screen.getByRole('button', { name: bn.video.play })).toBeTruthy();
  });

  it('shows the pending frame, not the locked one, before it knows there is no video', () => {
    const { container, rerender } = render(<VideoPlayer src={null} title="হলকি হরফের মাখরাজ" pending />);
    expect(screen.queryByText(bn.video.locked)).toBeNull();
    expect(container.querySelector('[inert]')).toBeTruthy();
    rerender(<VideoPlayer src={null} title="হলকি হরফের মাখরাজ" />);
    expect(screen.getByText(bn.video.locked)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = setup({ startAt: 30 });
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while pending', async () => {
    const { container } = render(<VideoPlayer src="/lesson.webm" title="হরফ পরিচিতি" pending />);
    await expectNoAxeViolations(container);
  });
});
