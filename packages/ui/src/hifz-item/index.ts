export type { HifzItemProps } from './hifz-item';
export { HifzItem } from './hifz-item';
