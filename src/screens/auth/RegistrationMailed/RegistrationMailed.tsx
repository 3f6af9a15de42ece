import { Alert } from '../../../components';
import * as authMessages from '../messages';

export type RegistrationMailedProps = {
  /** The address the registration was sent with. */
  email: string;
  className?: string;
};

/**
 * What the registration form says when the server answered but opened no session: the address has an
 * account already and its owner was sent a letter. The server answers a taken address exactly as a free
 * one (docs/security.md), so the form never says «taken».
 */
export function RegistrationMailed({ email, className }: RegistrationMailedProps) {
  return (
    <Alert tone="info" title={authMessages.registrationMailedTitle} className={className}>
      {authMessages.registrationMailed(email)}
    </Alert>
  );
}
