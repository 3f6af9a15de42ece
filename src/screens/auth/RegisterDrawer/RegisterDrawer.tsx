import type { ReactNode } from 'react';
import { Button, Drawer, Link } from '../../../components';
import { RegisterForm, type RegisterFormProps } from '../RegisterForm';
import * as styles from '../shared/AuthDrawer.css';
import type { OverlayProps } from '../../shared/overlay';
import { MESSAGES } from '../../../domain';
import * as authMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type RegisterDrawerProps = OverlayProps &
  Pick<RegisterFormProps, 'onSubmit' | 'busy' | 'errors' | 'fieldErrors' | 'defaultValues' | 'legal'> & {
    /** 'Войти': the app swaps this drawer for the login one. */
    onSwitchToLogin?: () => void;
    /** Address of the public offer in the default small print (when `legal` is not given). */
    termsHref?: string;
    /** A notice above the form (e.g. RegistrationMailed). */
    notice?: ReactNode;
  };

export const REGISTER_DRAWER_TEXTS = {
  title: MESSAGES.register,
  description: authMessages.registerDrawerLead,
  haveAccount: authMessages.haveAccount,
  login: MESSAGES.login,
} as const;

/**
 * Registration in a slide-in drawer (docs/product/screens.md; also where the permission flow sends a guest). The
 * app keeps its modals-locked flag in step with `onOpenChange`.
 */
export function RegisterDrawer({
  onSubmit,
  busy = false,
  errors,
  fieldErrors,
  defaultValues,
  termsHref = '/terms',
  legal = (
    <>
      {authMessages.acceptTermsPrefix} <Link href={termsHref}>{sharedMessages.publicOffer}</Link>.
    </>
  ),
  onSwitchToLogin,
  notice,
  ...overlay
}: RegisterDrawerProps) {
  return (
    <Drawer
      {...overlay}
      side="right"
      size="sm"
      title={REGISTER_DRAWER_TEXTS.title}
      description={REGISTER_DRAWER_TEXTS.description}
      dismissible={!busy}
    >
      <div className={styles.body}>
        {notice}
        <RegisterForm
          onSubmit={onSubmit}
          busy={busy}
          errors={errors}
          fieldErrors={fieldErrors}
          defaultValues={defaultValues}
          legal={legal}
        />
        {onSwitchToLogin ? (
          <p className={styles.switchRow}>
            {REGISTER_DRAWER_TEXTS.haveAccount}
            <Button variant="ghost" size="sm" disabled={busy} onClick={onSwitchToLogin}>
              {REGISTER_DRAWER_TEXTS.login}
            </Button>
          </p>
        ) : null}
      </div>
    </Drawer>
  );
}
