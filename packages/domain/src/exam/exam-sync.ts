/**
 * When a running exam's answers go to the server (issue 13): a moment after each change (changes
 * closer together than that are sent once), and at least every 15 seconds while the attempt runs —
 * which also sends again what a failed save left behind, and, after the learner or the timer asked
 * to submit, tries the submission again until it goes through.
 */
export const examAutosave = {
  /** Quiet time after a change before it is saved. */
  debounceMs: 1_000,
  /** The longest time between two saves of a running attempt. */
  everyMs: 15_000,
} as const;

export interface ExamSyncState {
  phase: 'idle' | 'opening' | 'running' | 'submitting' | 'ended';
  /** The learner (or the timer) asked to submit, and the server has not answered it yet. */
  submitRequested: boolean;
  save: 'saved' | 'saving' | 'offline' | 'error';
}

/**
 * What to send now (on the 15-second beat, when the connection returns, when the tab is hidden):
 * the submission that is still owed, else the answers; nothing while something is on its way or
 * when no attempt runs.
 */
export function examSyncAction(state: ExamSyncState): 'submit' | 'save' | null {
  if (state.phase !== 'running') return null;
  if (state.submitRequested) return 'submit';
  return state.save === 'saving' ? null : 'save';
}
