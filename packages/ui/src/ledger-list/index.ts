export type { LedgerListProps } from './ledger-list';
export { LedgerList } from './ledger-list';
