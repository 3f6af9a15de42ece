export { Dialog, DialogClose, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export type { ModalProps } from './ModalFrame';
