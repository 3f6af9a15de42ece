import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import type { DialogNavigate } from '../../shared/overlay';

export const PLANS_HREF = '/subscription/plans';

/**
 * 'Подключить PRO' and similar: a link styled as a button. A plain click closes the dialog (through
 * `onClose`) and then navigates in-app when the app handles navigation, or loads the page.
 */
export function DialogLinkButton({
  href,
  onNavigate,
  onClose,
  children,
  variant = 'primary',
}: {
  href: string;
  onNavigate?: DialogNavigate;
  onClose?: () => void;
  children: ReactNode;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button asChild variant={variant}>
      <a href={href} onClick={inAppClick(onNavigate, href, onClose)}>
        {children}
      </a>
    </Button>
  );
}
