import type { ReactNode } from 'react';
import { Button, Dialog } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';
import * as styles from './PrizeMessage.css';

/** A button of the message: an action (onClick) or a link (href, navigated in-app when possible). */
export type PrizeMessageAction = { label: string; onClick?: () => void; href?: string };

export type PrizeMessageProps = OverlayProps & {
  /** Picture of the prize or of the outcome; decorative unless `alt` is given. */
  image?: { src: string; alt?: string };
  title: string;
  description?: ReactNode;
  primaryAction: PrizeMessageAction;
  /** Omit for the one-button variant (e.g. 'Понятно'). */
  secondaryAction?: PrizeMessageAction;
  onNavigate?: DialogNavigate;
};

/**
 * Image-led message of the prize flows (docs/product/screens.md, docs/product/flows.md): image, title, description, a primary and an
 * optional secondary button. Every button closes the message before its action runs.
 */
export function PrizeMessage({
  image,
  title,
  description,
  primaryAction,
  secondaryAction,
  onNavigate,
  open,
  defaultOpen,
  onOpenChange,
  ...overlay
}: PrizeMessageProps) {
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  const renderAction = (action: PrizeMessageAction, variant: 'primary' | 'secondary') =>
    action.href ? (
      <Button asChild variant={variant}>
        <a
          href={action.href}
          onClick={inAppClick(onNavigate, action.href, () => {
            close();
            action.onClick?.();
          })}
        >
          {action.label}
        </a>
      </Button>
    ) : (
      <Button
        variant={variant}
        onClick={() => {
          close();
          action.onClick?.();
        }}
      >
        {action.label}
      </Button>
    );
  return (
    <Dialog
      {...overlay}
      open={isOpen}
      onOpenChange={setOpen}
      size="sm"
      title={title}
      hideTitle
      footer={
        <>
          {secondaryAction ? renderAction(secondaryAction, 'secondary') : null}
          {renderAction(primaryAction, 'primary')}
        </>
      }
    >
      <div className={styles.content}>
        {image ? <img className={styles.image} src={image.src} alt={image.alt ?? ''} /> : null}
        {/* The dialog's accessible name is the hidden title; this visible copy is not read twice. */}
        <p className={styles.heading} aria-hidden>
          {title}
        </p>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
    </Dialog>
  );
}
