import type { ReactNode } from 'react';
import { Dialog } from '../../../components';
import type { OverlayProps } from '../../shared/overlay';

export type IdeaMobileModalProps = OverlayProps & {
  /** The idea's name: the dialog's heading and accessible name. */
  title: string;
  /** A line under the heading, e.g. the broker and the ticker. */
  description?: ReactNode;
  /** The idea itself (the ideas area's card or details). */
  children: ReactNode;
  /** Actions pinned to the bottom, e.g. believe / not believe or add to portfolio. */
  footer?: ReactNode;
};

/**
 * An idea opened on a phone: a full-screen dialog (docs/product/screens.md) with a scrolling body and pinned
 * actions. Page scroll is locked while it is open and restored on close.
 */
export function IdeaMobileModal({ title, description, children, footer, ...overlay }: IdeaMobileModalProps) {
  return (
    <Dialog {...overlay} size="fullscreen" title={title} description={description} footer={footer}>
      {children}
    </Dialog>
  );
}
