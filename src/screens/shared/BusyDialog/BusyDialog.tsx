import type { ReactNode } from 'react';
import { Button, Dialog, DialogClose, type DialogProps } from '../../../components';

export type BusyDialogProps = Omit<DialogProps, 'footer' | 'dismissible' | 'hideCloseButton'> & {
  /** The action is in flight: the dialog cannot be dismissed (Esc, overlay, close button, cancel). */
  busy: boolean;
  /** The secondary button that closes the dialog («Отмена», «Позже»). */
  cancelLabel: string;
  /** The primary action: a submit button of the dialog's form, or a button with its own click. */
  action: ReactNode;
};

/**
 * A small dialog that asks for one action: its footer is a cancel button and the action, and while the
 * action runs the dialog stays open (the bet, the delivery address, removing an idea from the portfolio).
 */
export function BusyDialog({ busy, cancelLabel, action, ...dialog }: BusyDialogProps) {
  return (
    <Dialog
      size="sm"
      {...dialog}
      dismissible={!busy}
      hideCloseButton={busy}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          {action}
        </>
      }
    />
  );
}
