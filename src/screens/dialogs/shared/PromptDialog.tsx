import type { ReactNode } from 'react';
import { Dialog } from '../../../components';
import type { OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';
import * as styles from './dialogs.css';

export type PromptDialogProps = OverlayProps & {
  title: string;
  /** A decorative icon in a round badge above the lead. */
  icon?: ReactNode;
  /** A larger picture in place of the icon. */
  hero?: ReactNode;
  lead: ReactNode;
  /** The dialog's action; `close` closes it (controlled or not) before the action runs. */
  footer: (close: () => void) => ReactNode;
  /** Lines under the lead. */
  details?: (close: () => void) => ReactNode;
};

/**
 * The body the short prompts share (register to continue, upgrade to PRO, the bonus popup): a small
 * dialog with an icon, a lead paragraph and one action in the footer.
 */
export function PromptDialog({
  title,
  icon,
  hero,
  lead,
  footer,
  details,
  open,
  defaultOpen,
  onOpenChange,
  ...overlay
}: PromptDialogProps) {
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  return (
    <Dialog {...overlay} open={isOpen} onOpenChange={setOpen} size="sm" title={title} footer={footer(close)}>
      <div className={styles.stack}>
        {icon ? <span className={styles.badgeIcon}>{icon}</span> : null}
        {hero}
        <p className={styles.lead}>{lead}</p>
        {details?.(close)}
      </div>
    </Dialog>
  );
}
