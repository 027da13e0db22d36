export type { HifzMapProps } from './hifz-map';
export { HifzMap } from './hifz-map';
