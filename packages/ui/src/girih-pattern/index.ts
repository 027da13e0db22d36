export type { GirihPatternProps } from './girih-pattern';
export { GirihPattern } from './girih-pattern';
