import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { enrolledModules, modules } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { ModuleList } from './module-list';

const trigger = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('ModuleList', () => {
  it('opens the first module and folds the others', () => {
    render(<ModuleList modules={modules} />);
    expect(trigger('আরবি হরফ ও মাখরাজ').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('হরকত, তানভীন ও মাদ').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('জবর, জের, পেশ').closest('[hidden]')).toBeTruthy();
  });

  it('opens and closes a module with its button', async () => {
    render(<ModuleList modules={modules} />);
    await userEvent.click(trigger('হরকত, তানভীন ও মাদ'));
    expect(trigger('হরকত, তানভীন ও মাদ').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('জবর, জের, পেশ').closest('[hidden]')).toBeNull();
    await userEvent.click(trigger('আরবি হরফ ও মাখরাজ'));
    expect(trigger('আরবি হরফ ও মাখরাজ').getAttribute('aria-expanded')).toBe('false');
  });

  it('lets a free lesson play and shows locked lessons as locked, not as buttons', async () => {
    const onSelectRecording = vi.fn();
    render(<ModuleList modules={modules} onSelectRecording={onSelectRecording} />);
    const free = screen.getByRole('button', { name: /হরফ পরিচিতি/ });
    expect(free.textContent).toContain(bn.moduleList.free);
    expect(free.textContent).toContain('১৪ মিনিট');
    await userEvent.click(free);
    expect(onSelectRecording).toHaveBeenCalledWith(modules[0]?.recordings[0]);
    expect(screen.queryByRole('button', { name: /হলকি হরফের মাখরাজ/ })).toBeNull();
    expect(screen.getByText('হলকি হরফের মাখরাজ').closest('[data-state="locked"]')?.textContent).toContain(
      bn.moduleList.lockedHint,
    );
  });

  it('makes a lesson with a page of its own a link, even when its playback is not in the list', () => {
    const locked = modules.map((m) => ({
      ...m,
      recordings: m.recordings.map((r) => ({ ...r, playback_url: null })),
    }));
    render(<ModuleList modules={locked} recordingHref={(r) => (r.free ? `/recording/${r.id}` : null)} />);
    const free = screen.getByRole('link', { name: /হরফ পরিচিতি/ });
    expect(free.getAttribute('href')).toBe(`/recording/${modules[0]?.recordings[0]?.id}`);
    expect(free.textContent).toContain(bn.moduleList.free);
    expect(screen.queryByRole('link', { name: /হলকি হরফের মাখরাজ/ })).toBeNull();
    expect(screen.getByText('হলকি হরফের মাখরাজ').closest('[data-state="locked"]')).toBeTruthy();
  });

  it('lets an enrolled learner play every lesson and marks the current one', () => {
    render(<ModuleList modules={enrolledModules} currentRecordingId={202} />);
    const current = screen.getByRole('button', { name: /হলকি হরফের মাখরাজ/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain(bn.moduleList.current);
  });

  it('opens a PDF', async () => {
    const onOpenResource = vi.fn();
    render(<ModuleList modules={modules} onOpenResource={onOpenResource} />);
    await userEvent.click(screen.getByRole('button', { name: /আরবি হরফের তালিকা/ }));
    expect(onOpenResource).toHaveBeenCalledWith({ key: 'harf-chart', title: 'আরবি হরফের তালিকা', kind: 'pdf' });
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ModuleList modules={modules} defaultExpanded={[41, 42]} currentRecordingId={201} />,
    );
    await expectNoAxeViolations(container);
  });
});
