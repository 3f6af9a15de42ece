import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link, LoginDrawer, RegisterDrawer } from '@investradar/ui';
import { useLoginAction, useRegisterAction } from './useAuthActions';

export type AuthDrawerKind = 'login' | 'register';

type AuthDrawersApi = {
  open: (kind: AuthDrawerKind) => void;
  /** Spec §2: true while a login or registration drawer is open. */
  modalsLocked: boolean;
};

const AuthDrawersContext = createContext<AuthDrawersApi | null>(null);

export function useAuthDrawers(): AuthDrawersApi {
  const api = useContext(AuthDrawersContext);
  if (!api) throw new Error('useAuthDrawers() outside <AuthDrawersProvider>');
  return api;
}

/**
 * Login and registration as slide-in drawers over the current page (spec §2). Success keeps the
 * user where they are, now signed in; the modals-locked flag is on while a drawer is open.
 */
export function AuthDrawersProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthDrawerKind | null>(null);
  const value = useMemo(() => ({ open: setKind, modalsLocked: kind !== null }), [kind]);
  return (
    <AuthDrawersContext value={value}>
      {children}
      {kind === 'login' ? <LoginDrawerContainer onClose={() => setKind(null)} onSwitch={() => setKind('register')} /> : null}
      {kind === 'register' ? <RegisterDrawerContainer onClose={() => setKind(null)} onSwitch={() => setKind('login')} /> : null}
    </AuthDrawersContext>
  );
}

function LoginDrawerContainer({ onClose, onSwitch }: { onClose: () => void; onSwitch: () => void }) {
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

function RegisterDrawerContainer({ onClose, onSwitch }: { onClose: () => void; onSwitch: () => void }) {
  const register = useRegisterAction();
  return (
    <RegisterDrawer
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={register.busy}
      errors={register.failure?.form}
      fieldErrors={register.failure?.fields}
      legal={
        <>
          Регистрируясь, Вы принимаете условия <Link href="/terms">публичной оферты</Link>.
        </>
      }
      onSubmit={(payload) => void register.submit(payload).then((ok) => (ok ? onClose() : undefined))}
      onSwitchToLogin={onSwitch}
    />
  );
}
