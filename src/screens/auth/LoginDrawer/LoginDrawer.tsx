import { Button, Drawer } from '../../../components';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import * as styles from '../shared/AuthDrawer.css';
import type { OverlayProps } from '../../shared/overlay';
import * as authMessages from '../messages';

export type LoginDrawerProps = OverlayProps &
  Pick<LoginFormProps, 'onSubmit' | 'busy' | 'errors' | 'fieldErrors' | 'defaultValues'> & {
    /** 'Зарегистрироваться': the app swaps this drawer for the registration one. */
    onSwitchToRegister?: () => void;
  };

export const LOGIN_DRAWER_TEXTS = {
  title: authMessages.loginTitle,
  description: authMessages.loginLead,
  noAccount: authMessages.noAccount,
  register: authMessages.register,
} as const;

/**
 * Login in a slide-in drawer (docs/product/screens.md). The app keeps its modals-locked flag in step with
 * `onOpenChange`; while the request is in flight the drawer cannot be dismissed.
 */
export function LoginDrawer({
  onSubmit,
  busy = false,
  errors,
  fieldErrors,
  defaultValues,
  onSwitchToRegister,
  ...overlay
}: LoginDrawerProps) {
  return (
    <Drawer
      {...overlay}
      side="right"
      size="sm"
      title={LOGIN_DRAWER_TEXTS.title}
      description={LOGIN_DRAWER_TEXTS.description}
      dismissible={!busy}
    >
      <div className={styles.body}>
        <LoginForm
          onSubmit={onSubmit}
          busy={busy}
          errors={errors}
          fieldErrors={fieldErrors}
          defaultValues={defaultValues}
        />
        {onSwitchToRegister ? (
          <p className={styles.switchRow}>
            {LOGIN_DRAWER_TEXTS.noAccount}
            <Button variant="ghost" size="sm" disabled={busy} onClick={onSwitchToRegister}>
              {LOGIN_DRAWER_TEXTS.register}
            </Button>
          </p>
        ) : null}
      </div>
    </Drawer>
  );
}
