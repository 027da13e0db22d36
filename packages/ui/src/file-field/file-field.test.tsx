import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { FileField, type FileFieldProps } from './file-field';

const t = bn.fileField;
const label = 'পিডিএফ ফাইল';
const pdf = (name = 'তাজবীদ-অধ্যায়-০৩.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function Picker(props: Partial<FileFieldProps>) {
  return <FileField label={label} accept="application/pdf,.pdf" onFile={() => {}} {...props} />;
}

const input = () => screen.getByLabelText(label) as HTMLInputElement;
/** The texts of the elements that describe the input, in order. */
const described = () =>
  (input().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('FileField', () => {
  it('is a real file input named by its label, which is drawn as the button', () => {
    render(<Picker />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('application/pdf,.pdf');
    const button = screen.getByText(label);
    expect(button.tagName).toBe('LABEL');
    expect(button.getAttribute('for')).toBe(input().id);
    expect(button.getAttribute('data-variant')).toBe('secondary');
  });

  it('says no file is chosen in Bengali, and describes the input with it', () => {
    render(<Picker />);
    expect(t.none).toBe('কোনো ফাইল বাছাই হয়নি');
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(described()).toEqual([t.none]);
  });

  it("shows the chosen file's name and hands the file to onFile", async () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    const file = pdf();
    await userEvent.upload(input(), file);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(screen.queryByText(t.none)).toBeNull();
    expect(screen.getByText(file.name)).toBeTruthy();
    expect(described()).toEqual([`${t.chosen} ${file.name}`]);
    expect(input().files?.[0]).toBe(file);
  });

  it('hands on null and shows no name when the choice is cleared', async () => {
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    await userEvent.upload(input(), pdf());
    await userEvent.upload(input(), []);
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(t.none)).toBeTruthy();
  });

  it('in immediate mode hands the file on, empties the input, and takes the same file again', async () => {
    const onFile = vi.fn();
    render(<Picker immediate onFile={onFile} />);
    const file = pdf();
    await userEvent.upload(input(), file);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(input().value).toBe('');
    expect(input().files).toHaveLength(0);
    expect(screen.getByText(file.name)).toBeTruthy();
    await userEvent.upload(input(), file);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
  });

  it('clears the shown name and the input when resetKey changes, keeping the focus', async () => {
    const { rerender } = render(<Picker resetKey={1} />);
    const file = pdf();
    await userEvent.upload(input(), file);
    expect(screen.getByText(file.name)).toBeTruthy();
    const before = input();
    before.focus();
    rerender(<Picker resetKey={1} />);
    expect(screen.getByText(file.name)).toBeTruthy();
    rerender(<Picker resetKey={2} />);
    expect(screen.queryByText(file.name)).toBeNull();
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(input().value).toBe('');
    expect(input()).toBe(before);
    expect(document.activeElement).toBe(before);
  });

  it('ties the hint to the input', () => {
    render(<Picker hint="সর্বোচ্চ ২০ মেগাবাইট" />);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(described()).toEqual([t.none, 'সর্বোচ্চ ২০ মেগাবাইট']);
  });

  it('shows an error under the field, marks the input invalid and describes it with the error', () => {
    render(<Picker hint="শুধু PDF" error="শুধু PDF ফাইল দেওয়া যাবে।" />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(described()).toEqual([t.none, 'শুধু PDF', '!শুধু PDF ফাইল দেওয়া যাবে।']);
  });

  it('is reached by the keyboard: Tab focuses the input itself', async () => {
    render(
      <>
        <button type="button">আগের বোতাম</button>
        <Picker />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
  });

  it('disables the input and marks its label when disabled', async () => {
    const onFile = vi.fn();
    render(<Picker disabled onFile={onFile} />);
    expect(input().disabled).toBe(true);
    expect(screen.getByText(label).hasAttribute('data-disabled')).toBe(true);
    await userEvent.upload(input(), pdf());
    expect(onFile).not.toHaveBeenCalled();
  });

  it.each<Partial<FileFieldProps>>([
    {},
    { hint: 'MP4 বা WebM; সর্বোচ্চ ২ গিগাবাইট', accept: 'video/*' },
    { error: 'শুধু PDF ফাইল দেওয়া যাবে।' },
    { disabled: true },
  ])('should have no accessibility violations (%j)', async (given) => {
    const { container } = render(<Picker {...given} />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with a file chosen', async () => {
    const { container } = render(<Picker />);
    await userEvent.upload(input(), pdf());
    await expectNoAxeViolations(container);
  });
});
