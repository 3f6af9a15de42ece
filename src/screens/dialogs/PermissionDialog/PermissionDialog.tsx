import { useId } from 'react';
import { Button, Dialog } from '../../../components';
import { LockIcon } from '../../../components/icons';
import * as styles from '../shared/dialogs.css';
import { DialogLinkButton, PLANS_HREF } from '../shared/PlansLink';
import { ProFeatures } from '../shared/ProFeatures';
import { DIALOG_TEXTS } from '../shared/texts';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';

export type PermissionDialogProps = OverlayProps & {
  /** The permission key the check failed on (docs/product/flows.md: the dialog opens with that key as its type). */
  type: string;
  /**
   * A guest (or a feature that needs only an account): the dialog offers registration; the app opens
   * the registration drawer from `onRegister`.
   */
  isGuest: boolean;
  onRegister?: () => void;
  /** The configuration's pro_features; defaults to the spec's list. */
  features?: readonly string[];
  plansHref?: string;
  onNavigate?: DialogNavigate;
};

/**
 * Permission dialog (docs/product/flows.md, docs/product/permissions.md): lists the PRO features with 'Подключить PRO' to the plans page;
 * for a guest it leads with registration. Page scroll is locked while it is open.
 */
export function PermissionDialog({
  type,
  isGuest,
  onRegister,
  features,
  plansHref = PLANS_HREF,
  onNavigate,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusRef,
}: PermissionDialogProps) {
  const id = useId();
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
      size="sm"
      title={isGuest ? DIALOG_TEXTS.registerToContinue : DIALOG_TEXTS.proOnly}
      description={isGuest ? DIALOG_TEXTS.registrationLead : DIALOG_TEXTS.upgradeLead}
      footer={
        isGuest ? (
          <>
            <DialogLinkButton href={plansHref} onNavigate={onNavigate} onClose={close} variant="secondary">
              {DIALOG_TEXTS.connectPro}
            </DialogLinkButton>
            <Button
              onClick={() => {
                close();
                onRegister?.();
              }}
            >
              {DIALOG_TEXTS.register}
            </Button>
          </>
        ) : (
          <DialogLinkButton href={plansHref} onNavigate={onNavigate} onClose={close}>
            {DIALOG_TEXTS.connectPro}
          </DialogLinkButton>
        )
      }
    >
      <div className={styles.stack} data-permission={type}>
        <span className={styles.badgeIcon}>
          <LockIcon />
        </span>
        <p id={`${id}-lead`} className={styles.lead}>
          {DIALOG_TEXTS.proFeaturesLead}
        </p>
        <ProFeatures features={features} labelId={`${id}-lead`} />
      </div>
    </Dialog>
  );
}
