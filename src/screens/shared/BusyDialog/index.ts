export { BusyDialog } from './BusyDialog';
export type { BusyDialogProps } from './BusyDialog';
