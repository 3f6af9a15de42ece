import type { ReactNode } from 'react';
import { Button, Dialog, Link } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import { UserIcon } from '../../../components/icons';
import * as styles from '../shared/dialogs.css';
import { DIALOG_TEXTS } from '../shared/texts';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { useOverlayState } from '../../shared/useOverlayState';

export type RegisterToContinueProps = OverlayProps & {
  /** Opens the registration drawer (or page). */
  onRegister: () => void;
  /** Opens the login drawer; without it 'Войти' is a link to `loginHref`. */
  onLogin?: () => void;
  loginHref?: string;
  onNavigate?: DialogNavigate;
  /** What registration unlocks here; defaults to the general benefits. */
  children?: ReactNode;
};

/** 'Зарегистрируйтесь, чтобы продолжить': a guest tried something that needs an account. */
export function RegisterToContinue({
  onRegister,
  onLogin,
  loginHref = '/auth/login',
  onNavigate,
  children,
  open,
  defaultOpen,
  onOpenChange,
  ...overlay
}: RegisterToContinueProps) {
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  return (
    <Dialog
      {...overlay}
      open={isOpen}
      onOpenChange={setOpen}
      size="sm"
      title={DIALOG_TEXTS.registerToContinue}
      footer={
        <Button
          onClick={() => {
            close();
            onRegister();
          }}
        >
          {DIALOG_TEXTS.register}
        </Button>
      }
    >
      <div className={styles.stack}>
        <span className={styles.badgeIcon}>
          <UserIcon />
        </span>
        <p className={styles.lead}>{children ?? DIALOG_TEXTS.registerBenefits}</p>
        <p className={styles.inlineRow}>
          {DIALOG_TEXTS.haveAccount}{' '}
          {onLogin ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                close();
                onLogin();
              }}
            >
              {DIALOG_TEXTS.login}
            </Button>
          ) : (
            <Link href={loginHref} onClick={inAppClick(onNavigate, loginHref, close)}>
              {DIALOG_TEXTS.login}
            </Link>
          )}
        </p>
      </div>
    </Dialog>
  );
}
