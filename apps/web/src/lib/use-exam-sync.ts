import {
  type AppDispatch,
  type ExamState,
  examAutosave,
  examSyncAction,
  saveExamAnswers,
  submitExam,
} from '@tilawat/domain';
import { useEffect, useRef } from 'react';

/**
 * Sends a running exam's answers when domain's rules say (`examAutosave`, `examSyncAction`): a
 * moment after each change; at least every 15 seconds while the attempt runs (a failed save or an
 * owed submission is tried again then); at once when the connection returns; and when the tab is
 * hidden (the learner switches app or closes it). The answers are on the device already (the
 * store's listener keeps them), so nothing here can lose one.
 */
export function useExamSync(exam: ExamState, dispatch: AppDispatch): void {
  const examRef = useRef(exam);
  examRef.current = exam;
  const unsaved = exam.phase === 'running' && exam.version > exam.savedVersion;

  // A moment after a change; again when a save ends with newer answers waiting. Not again after a
  // failed save by itself: the beat and the connection's return try again, so an offline phone does
  // not send a request every second.
  useEffect(() => {
    if (!unsaved || exam.submitRequested) return;
    const timer = setTimeout(() => void dispatch(saveExamAnswers()), examAutosave.debounceMs);
    return () => clearTimeout(timer);
  }, [unsaved, exam.version, exam.savedVersion, exam.submitRequested, dispatch]);

  const running = exam.phase === 'running' || exam.phase === 'submitting';
  useEffect(() => {
    if (!running) return;
    const sync = () => {
      const action = examSyncAction(examRef.current);
      if (action === 'submit') void dispatch(submitExam());
      else if (action === 'save') void dispatch(saveExamAnswers());
    };
    const onHidden = () => {
      const current = examRef.current;
      if (document.visibilityState === 'hidden' && current.version > current.savedVersion) sync();
    };
    const beat = setInterval(sync, examAutosave.everyMs);
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(beat);
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [running, dispatch]);
}
