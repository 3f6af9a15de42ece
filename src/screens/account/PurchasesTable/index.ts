export { PurchasesTable } from './PurchasesTable';
export type { PurchasesTableProps } from './PurchasesTable';
