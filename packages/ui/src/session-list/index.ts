export type { SessionListProps } from './session-list';
export { SessionList } from './session-list';
