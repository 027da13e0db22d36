export type { ModuleListProps } from './module-list';
export { ModuleList } from './module-list';
