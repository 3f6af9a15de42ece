import type { ComponentProps } from 'react';
import { SHELL_ROUTES } from '../navigation';

export type LogoutFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  /** The page's anti-forgery token, posted as `_token` (docs/product/screens.md: logout submits a form to POST /logout). */
  csrfToken: string;
};

/** The logout form: a real form post to /logout, so it works without the app's JavaScript too. */
export function LogoutForm({ csrfToken, children, ...rest }: LogoutFormProps) {
  return (
    <form method="post" action={SHELL_ROUTES.logout} {...rest}>
      <input type="hidden" name="_token" value={csrfToken} />
      {children}
    </form>
  );
}
