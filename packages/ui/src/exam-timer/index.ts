export type { ExamTimerProps, ExamTimerState } from './exam-timer';
export {
  EXAM_LAST_MINUTE_SECONDS,
  EXAM_WARNING_SECONDS,
  ExamTimer,
  examSecondsLeft,
  formatExamClock,
} from './exam-timer';
