import type { ReactNode } from 'react';
import { StarIcon } from '../../../components/icons';
import { DialogLinkButton, PLANS_HREF } from '../shared/PlansLink';
import { DIALOG_TEXTS } from '../shared/texts';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { PromptDialog } from '../shared/PromptDialog';

export type UpgradeToProProps = OverlayProps & {
  /** What the user tried to do, under the heading; defaults to a general invitation. */
  children?: ReactNode;
  plansHref?: string;
  onNavigate?: DialogNavigate;
};

/**
 * 'Доступно для аккаунтов уровня PRO' (docs/product/permissions.md, e.g. the portfolio without ii.portfolio) with a
 * 'Подключить PRO' button to the plans page.
 */
export function UpgradeToPro({ children, plansHref = PLANS_HREF, onNavigate, ...overlay }: UpgradeToProProps) {
  return (
    <PromptDialog
      {...overlay}
      title={DIALOG_TEXTS.proOnly}
      icon={<StarIcon />}
      lead={children ?? DIALOG_TEXTS.upgradeLead}
      footer={(close) => (
        <DialogLinkButton href={plansHref} onNavigate={onNavigate} onClose={close}>
          {DIALOG_TEXTS.connectPro}
        </DialogLinkButton>
      )}
    />
  );
}
