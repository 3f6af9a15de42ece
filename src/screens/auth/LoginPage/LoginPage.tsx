import type { ReactNode } from 'react';
import { Alert, Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { AuthPage } from '../shared/AuthPage';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as sharedMessages from '../../shared/messages';
import * as authMessages from '../messages';

export type LoginPageProps = LoginFormProps & {
  /** The user came from `?error_session_expired=1`: shows 'Сессия истекла, войдите снова'. */
  sessionExpired?: boolean;
  /** Any other notice above the form (e.g. the result of logging out). */
  notice?: ReactNode;
  /** Address of the registration page, with its redirect_url. */
  registerHref: string;
  /** In-app navigation for the registration link; without it the link loads the page. */
  onNavigate?: NavigateHandler;
};

/** The login page: heading, session-expired notice, the login form and a link to registration. */
export function LoginPage({ sessionExpired = false, notice, registerHref, onNavigate, ...formProps }: LoginPageProps) {
  return (
    <AuthPage
      title={authMessages.loginTitle}
      subtitle={authMessages.loginLead}
      notice={
        <>
          {sessionExpired ? <Alert tone="warning">{MESSAGES.sessionExpired}</Alert> : null}
          {notice}
        </>
      }
      footer={
        <>
          {authMessages.noAccount}{' '}
          <Link href={registerHref} onClick={inAppClick(onNavigate, registerHref)}>
            {sharedMessages.register}
          </Link>
        </>
      }
    >
      <LoginForm {...formProps} />
    </AuthPage>
  );
}
