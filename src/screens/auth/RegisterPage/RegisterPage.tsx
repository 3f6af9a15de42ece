import type { ReactNode } from 'react';
import { Link } from '../../../components';
import { RegisterForm, type RegisterFormProps } from '../RegisterForm';
import { AuthPage } from '../shared/AuthPage';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as sharedMessages from '../../shared/messages';
import * as authMessages from '../messages';
import { MESSAGES } from '../../../domain';

export type RegisterPageProps = RegisterFormProps & {
  /** A notice above the form. */
  notice?: ReactNode;
  /** Address of the login page, with its redirect_url. */
  loginHref: string;
  /** Address of the public offer shown in the small print. */
  termsHref?: string;
  /** In-app navigation for the login and offer links; without it the links load the page. */
  onNavigate?: NavigateHandler;
};

/** The registration page: heading, the registration form, the public offer and a link to login. */
export function RegisterPage({ notice, loginHref, termsHref = '/terms', onNavigate, ...formProps }: RegisterPageProps) {
  return (
    <AuthPage
      title={MESSAGES.register}
      subtitle={authMessages.registerPageLead}
      notice={notice}
      footer={
        <>
          {authMessages.haveAccount}{' '}
          <Link href={loginHref} onClick={inAppClick(onNavigate, loginHref)}>
            {MESSAGES.login}
          </Link>
        </>
      }
    >
      <RegisterForm
        legal={
          <>
            {authMessages.acceptTermsPrefix}{' '}
            <Link href={termsHref} onClick={inAppClick(onNavigate, termsHref)}>
              {sharedMessages.publicOffer}
            </Link>
            .
          </>
        }
        {...formProps}
      />
    </AuthPage>
  );
}
