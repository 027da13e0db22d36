import { act, render, screen } from '@testing-library/react';
import { FALLBACK_ERROR, toastMessages, toastPolicy } from '@tilawat/domain';
import { type Toast, toast, useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { notify } from './notify';
import { onToastWaiting } from './outlet';
import { Toaster } from './toaster';

/** What react-hot-toast's store holds, read through the same hook the Toaster uses. */
let store: Toast[] = [];
function StoreProbe() {
  store = useToasterStore().toasts;
  return null;
}
const visibleMessages = () => store.filter((t) => t.visible).map((t) => t.message);

function renderToaster(limit?: number) {
  return render(
    <>
      <Toaster limit={limit} />
      <StoreProbe />
    </>,
  );
}

/** A success toast on screen now, still 100 ms before its 2 s end, and gone 100 ms after. */
function expectShownForSuccessTime(message: string) {
  expect(screen.getByText(message)).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(toastPolicy.duration.success - 100);
  });
  expect(visibleMessages()).toEqual([message]);
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(visibleMessages()).toEqual([]);
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.remove();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('shows the §8 outcome in Bengali and dismisses a success after 2 s', () => {
    renderToaster();
    act(() => {
      notify.success('loggedIn');
    });
    expectShownForSuccessTime(toastMessages.loggedIn.bn);
  });

  it('shows a toast raised before the Toaster mounted for its whole time, counted from the mount', () => {
    // the web loads its Toaster after hydration: a quick sign-in can raise a toast before it arrives
    act(() => {
      notify.success('loggedIn');
    });
    act(() => {
      vi.advanceTimersByTime(5_000); // longer than a success toast lasts
    });
    renderToaster();
    expectShownForSuccessTime(toastMessages.loggedIn.bn);
  });

  it('asks for a Toaster when a toast waits for one, so an app can mount it on first use', () => {
    const ask = vi.fn();
    const stop = onToastWaiting(ask);
    expect(ask).not.toHaveBeenCalled();
    act(() => {
      notify.success('loggedIn');
    });
    expect(ask).toHaveBeenCalledTimes(1);
    renderToaster();
    // once one is mounted, a toast is raised at once: nobody is asked again
    act(() => {
      notify.success('userUpdated');
    });
    expect(ask).toHaveBeenCalledTimes(1);
    stop();
    expect(visibleMessages()).toEqual([toastMessages.userUpdated.bn, toastMessages.loggedIn.bn]);
  });

  it('asks at once when a toast was already waiting as the app began listening', () => {
    act(() => {
      notify.success('loggedIn');
    });
    const ask = vi.fn();
    const stop = onToastWaiting(ask);
    expect(ask).toHaveBeenCalledTimes(1);
    stop();
    renderToaster();
    expect(visibleMessages()).toEqual([toastMessages.loggedIn.bn]);
  });

  it("answers a waiting toast's id at once, so it can be replaced in order once shown", () => {
    const id = notify.loading('পেমেন্ট যাচাই হচ্ছে…');
    notify.success('loggedIn', { id });
    renderToaster();
    expect(visibleMessages()).toEqual([toastMessages.loggedIn.bn]);
    expect(store.map((t) => t.id)).toEqual([id]);
  });

  it('keeps a plain message 4 s and a loading one until dismissed', () => {
    renderToaster();
    act(() => {
      notify.message('নতুন পাঠ যোগ হয়েছে');
      notify.loading('পেমেন্ট যাচাই হচ্ছে…');
    });
    act(() => {
      vi.advanceTimersByTime(toastPolicy.duration.default - 100);
    });
    expect(visibleMessages()).toContain('নতুন পাঠ যোগ হয়েছে');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visibleMessages()).not.toContain('নতুন পাঠ যোগ হয়েছে');
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(visibleMessages()).toEqual(['পেমেন্ট যাচাই হচ্ছে…']);
  });

  it('shows the server message on error, or the fallback, as an alert', () => {
    renderToaster();
    act(() => {
      notify.error('এই কোডের মেয়াদ শেষ।');
      notify.error(null);
    });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['এই কোডের মেয়াদ শেষ।', FALLBACK_ERROR.bn]));
  });

  it('keeps a notice until the learner closes it with its button', async () => {
    renderToaster();
    const notice = 'সবচেয়ে আগে ব্যবহৃত ডিভাইসের সেশন বন্ধ করা হয়েছে।';
    act(() => {
      notify.success('loggedIn');
      notify.notice(notice);
    });
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByText(notice)).toBeTruthy();
    expect(store.filter((t) => t.visible)).toHaveLength(1);
    act(() => {
      screen.getByRole('button', { name: bn.toaster.close }).click();
    });
    expect(store.filter((t) => t.visible)).toHaveLength(0);
  });

  it('keeps at most `limit` toasts, dismissing the oldest', () => {
    renderToaster(3);
    act(() => {
      for (let i = 1; i <= 5; i++) notify.loading(`বার্তা ${i}`);
    });
    expect(visibleMessages()).toEqual(['বার্তা 5', 'বার্তা 4', 'বার্তা 3']);
  });

  it(`keeps at most ${toastPolicy.limit} by default (the specification's toast limit)`, () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= toastPolicy.limit + 5; i++) notify.loading(`বার্তা ${i}`);
    });
    expect(visibleMessages()).toHaveLength(toastPolicy.limit);
    expect(visibleMessages()[0]).toBe(`বার্তা ${toastPolicy.limit + 5}`);
    expect(visibleMessages()).not.toContain('বার্তা 5');
  });

  it('should have no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = renderToaster();
    act(() => {
      notify.success('otpSent');
      notify.error('ভুল হয়েছে');
      notify.notice('সবচেয়ে আগে ব্যবহৃত ডিভাইসের সেশন বন্ধ করা হয়েছে।');
    });
    await expectNoAxeViolations(container);
  });
});
