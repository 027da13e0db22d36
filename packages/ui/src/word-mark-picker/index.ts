export type { WordMark, WordMarkPickerProps } from './word-mark-picker';
export { PRACTICE_NOTE_MAX, shortcutChoice, WordMarkPicker } from './word-mark-picker';
