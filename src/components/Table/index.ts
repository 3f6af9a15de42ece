export { Table, tableAligns } from './Table';
export type { TableAlign, TableColumn, TableProps } from './Table';
