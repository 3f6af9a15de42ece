import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { IconButton } from '../IconButton';
import { statusTones } from '../internal/statusTones';
import * as styles from './Alert.css';
import * as componentMessages from '../messages';

export const alertTones = statusTones;
export type AlertTone = (typeof alertTones)[number];

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
  /** Buttons or links under the text, e.g. 'Оплатить'. */
  actions?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
};

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

/**
 * Inline message. Warnings and errors interrupt (role="alert"); info and success are polite
 * (role="status"). Pass `role` to override, e.g. role={undefined} for a static banner.
 */
export function Alert({
  tone = 'info',
  title,
  actions,
  onDismiss,
  dismissLabel = componentMessages.close,
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = icons[tone];
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} data-tone={tone} className={clsx(styles.alert({ tone }), className)} {...rest}>
      <span className={styles.iconTone({ tone })}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton label={dismissLabel} size="sm" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
