import type { ReactNode } from 'react';
import { Button, Link } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import { UserIcon } from '../../../components/icons';
import * as styles from '../shared/dialogs.css';
import { DIALOG_TEXTS } from '../shared/texts';
import type { DialogNavigate, OverlayProps } from '../../shared/overlay';
import { PromptDialog } from '../shared/PromptDialog';

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
  ...overlay
}: RegisterToContinueProps) {
  return (
    <PromptDialog
      {...overlay}
      title={DIALOG_TEXTS.registerToContinue}
      icon={<UserIcon />}
      lead={children ?? DIALOG_TEXTS.registerBenefits}
      footer={(close) => (
        <Button
          onClick={() => {
            close();
            onRegister();
          }}
        >
          {DIALOG_TEXTS.register}
        </Button>
      )}
      details={(close) => (
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
      )}
    />
  );
}
