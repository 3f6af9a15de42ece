// The login and registration drawers with their actions; loaded on first open (AuthDrawers.tsx).
import { LoginDrawer, RegisterDrawer, RegistrationMailed } from '@investradar/ui';
import { useLoginAction, useRegisterAction } from './useAuthActions';

export function LoginDrawerContainer({ onClose, onSwitch }: { onClose: () => void; onSwitch: () => void }) {
  const login = useLoginAction();
  return (
    <LoginDrawer
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={login.busy}
      errors={login.failure?.form}
      fieldErrors={login.failure?.fields}
      onSubmit={(payload) => void login.submit(payload).then((ok) => (ok ? onClose() : undefined))}
      onSwitchToRegister={onSwitch}
    />
  );
}

export function RegisterDrawerContainer({ onClose, onSwitch }: { onClose: () => void; onSwitch: () => void }) {
  const register = useRegisterAction();
  return (
    <RegisterDrawer
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={register.busy}
      errors={register.failure?.form}
      fieldErrors={register.failure?.fields}
      notice={register.mailedTo ? <RegistrationMailed email={register.mailedTo} /> : undefined}
      onSubmit={(payload) => void register.submit(payload).then((ok) => (ok ? onClose() : undefined))}
      onSwitchToLogin={onSwitch}
    />
  );
}
