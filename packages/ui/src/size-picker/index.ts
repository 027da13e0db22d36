export type { SizePickerProps } from './size-picker';
export { SizePicker } from './size-picker';
