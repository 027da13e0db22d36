export type { DataTableColumn, DataTableProps } from './data-table';
export { DataTable } from './data-table';
