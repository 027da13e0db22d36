import { describe, expect, it } from 'vitest';
import { examAutosave, examSyncAction } from './exam-sync';

describe('when a running exam is sent', () => {
  it('saves at least every 15 seconds and a moment after a change', () => {
    expect(examAutosave.everyMs).toBe(15_000);
    expect(examAutosave.debounceMs).toBeLessThan(examAutosave.everyMs);
  });

  it('sends the submission still owed before anything else, then the answers, never two at once', () => {
    expect(examSyncAction({ phase: 'running', submitRequested: true, save: 'offline' })).toBe('submit');
    expect(examSyncAction({ phase: 'running', submitRequested: false, save: 'offline' })).toBe('save');
    expect(examSyncAction({ phase: 'running', submitRequested: false, save: 'error' })).toBe('save');
    expect(examSyncAction({ phase: 'running', submitRequested: false, save: 'saving' })).toBeNull();
  });

  it('sends nothing when no attempt runs or one is being submitted', () => {
    for (const phase of ['idle', 'opening', 'submitting', 'ended'] as const)
      expect(examSyncAction({ phase, submitRequested: true, save: 'saved' })).toBeNull();
  });
});
