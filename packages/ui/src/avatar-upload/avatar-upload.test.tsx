import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MAX_BYTES } from '@tilawat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { emailLearner, learner } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { AVATAR_ACCEPT, AvatarUpload, initials } from './avatar-upload';

const t = bn.avatarUpload;
const picker = () => screen.getByLabelText(t.choose) as HTMLInputElement;
const image = (type = 'image/png', size = 1024, name = 'photo.png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

let urls = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  urls = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

describe('initials', () => {
  it.each([
    ['আব্দুল্লাহ আল মামুন', 'আম'],
    ['রহিমা', 'র'],
    ['  rahima   begum ', 'RB'],
    ['', ''],
  ])('%j → %j', (name, want) => expect(initials(name)).toBe(want));
});

describe('AvatarUpload', () => {
  it("shows the learner's photo, 96 px, named by their name", () => {
    render(<AvatarUpload src={emailLearner.avatar} name={emailLearner.name} onUpload={() => {}} />);
    const photo = screen.getByRole('img', { name: t.photo(emailLearner.name) });
    expect(photo.getAttribute('src')).toBe(emailLearner.avatar);
    expect(photo.getAttribute('width')).toBe('96');
    expect(screen.getByRole('group', { name: t.title })).toBeTruthy();
  });

  it('shows the initials in a circle when there is no photo', () => {
    render(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} />);
    const circle = screen.getByRole('img', { name: t.noPhoto(learner.name) });
    expect(circle.textContent).toBe('আম');
  });

  it('is a real, labelled file input taking JPEG, PNG and WebP, with the limit as its hint', async () => {
    render(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} />);
    const input = picker();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(AVATAR_ACCEPT).toBe(input.accept);
    expect(describedBy(input)).toEqual(['JPEG, PNG বা WebP; সর্বোচ্চ ২ মেগাবাইট']);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
  });

  it('previews an accepted file and hands it to onUpload', async () => {
    const onUpload = vi.fn();
    render(<AvatarUpload src={null} name={learner.name} onUpload={onUpload} />);
    const file = image('image/jpeg', 300_000, 'me.jpg');
    await userEvent.upload(picker(), file);
    expect(onUpload).toHaveBeenCalledExactlyOnceWith(file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: t.photo(learner.name) }).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    expect(screen.queryByRole('alert')?.textContent).toBe('');
  });

  it('refuses another type beside the button and sends nothing', async () => {
    const onUpload = vi.fn();
    render(<AvatarUpload src={null} name={learner.name} onUpload={onUpload} />);
    // userEvent.upload honours `accept`; a browser's "all files" choice does not.
    await userEvent.upload(picker(), image('image/gif', 100, 'a.gif'), { applyAccept: false });
    expect(onUpload).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('শুধু JPEG, PNG বা WebP ছবি দেওয়া যাবে।');
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(picker())).toContain('!শুধু JPEG, PNG বা WebP ছবি দেওয়া যাবে।');
    expect(screen.getByRole('img', { name: t.noPhoto(learner.name) })).toBeTruthy();
  });

  it('refuses a file over the limit, stating it, then takes a smaller one', async () => {
    const onUpload = vi.fn();
    render(<AvatarUpload src={null} name={learner.name} onUpload={onUpload} />);
    await userEvent.upload(picker(), image('image/png', AVATAR_MAX_BYTES + 1));
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('ছবিটি অনেক বড়। ২ মেগাবাইটের ছোট ছবি দিন।');
    await userEvent.upload(picker(), image('image/png', AVATAR_MAX_BYTES));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(picker().hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes its own limit', async () => {
    const onUpload = vi.fn();
    render(<AvatarUpload src={null} name={learner.name} onUpload={onUpload} maxBytes={500 * 1024} />);
    expect(describedBy(picker())).toEqual(['JPEG, PNG বা WebP; সর্বোচ্চ ৫০০ কিলোবাইট']);
    await userEvent.upload(picker(), image('image/webp', 600 * 1024));
    expect(screen.getByRole('alert').textContent).toContain('৫০০ কিলোবাইটের ছোট ছবি দিন।');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('revokes each preview when replaced, when the server photo arrives and on unmount', async () => {
    const { rerender, unmount } = render(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} />);
    await userEvent.upload(picker(), image());
    await userEvent.upload(picker(), image());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    rerender(<AvatarUpload src="/media/avatars/new.webp" name={learner.name} onUpload={() => {}} />);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/avatars/new.webp');
    await userEvent.upload(picker(), image());
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');
  });

  it('says the photo is on its way, and the picker does not open meanwhile', async () => {
    render(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} uploading />);
    expect(screen.getByRole('status').textContent).toBe('ছবি পাঠানো হচ্ছে…');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      picker().dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(picker().disabled).toBe(false);
  });

  it("announces the server's error and shows the old photo again", async () => {
    const { rerender } = render(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} />);
    await userEvent.upload(picker(), image());
    rerender(<AvatarUpload src={null} name={learner.name} onUpload={() => {}} uploading />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview-1');
    rerender(
      <AvatarUpload
        src={null}
        name={learner.name}
        onUpload={() => {}}
        error="ছবিটি খোলা যাচ্ছে না, ফাইলটি হয়তো নষ্ট বা অসম্পূর্ণ।"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('ছবিটি খোলা যাচ্ছে না');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('img', { name: t.noPhoto(learner.name) })).toBeTruthy();
  });

  it.each(['light', 'dark'])('should have no accessibility violations (%s theme)', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const { container } = render(
      <AvatarUpload src={null} name={learner.name} onUpload={() => {}} uploading error="আবার চেষ্টা করুন।" />,
    );
    await expectNoAxeViolations(container);
  });
});
