import type { ReactNode } from 'react';
import { Dialog } from '../../../components';
import { StarIcon } from '../../../components/icons';
import * as styles from '../shared/dialogs.css';
import { DialogLinkButton, PLANS_HREF } from '../shared/PlansLink';
import { DIALOG_TEXTS } from '../shared/texts';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';

export type UpgradeToProProps = OverlayProps & {
  /** What the user tried to do, under the heading; defaults to a general invitation. */
  children?: ReactNode;
  plansHref?: string;
  onNavigate?: DialogNavigate;
};

/**
 * 'Доступно для аккаунтов уровня PRO' (spec §6, e.g. the portfolio without ii.portfolio) with a
 * 'Подключить PRO' button to the plans page.
 */
export function UpgradeToPro({ children, plansHref = PLANS_HREF, onNavigate, open, defaultOpen, onOpenChange, ...overlay }: UpgradeToProProps) {
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  return (
    <Dialog
      {...overlay}
      open={isOpen}
      onOpenChange={setOpen}
      size="sm"
      title={DIALOG_TEXTS.proOnly}
      footer={
        <DialogLinkButton href={plansHref} onNavigate={onNavigate} onClose={close}>
          {DIALOG_TEXTS.connectPro}
        </DialogLinkButton>
      }
    >
      <div className={styles.stack}>
        <span className={styles.badgeIcon}>
          <StarIcon />
        </span>
        <p className={styles.lead}>{children ?? DIALOG_TEXTS.upgradeLead}</p>
      </div>
    </Dialog>
  );
}
