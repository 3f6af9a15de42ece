import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

// The drawers (and the dialog machinery under them) load when one is first opened, not with every page.
const LoginDrawerContainer = lazy(() =>
  import('./AuthDrawerContainers').then((m) => ({ default: m.LoginDrawerContainer })),
);
const RegisterDrawerContainer = lazy(() =>
  import('./AuthDrawerContainers').then((m) => ({ default: m.RegisterDrawerContainer })),
);

export type AuthDrawerKind = 'login' | 'register';

type AuthDrawersApi = {
  open: (kind: AuthDrawerKind) => void;
  /** docs/product/screens.md: true while a login or registration drawer is open. */
  modalsLocked: boolean;
};

const AuthDrawersContext = createContext<AuthDrawersApi | null>(null);

export function useAuthDrawers(): AuthDrawersApi {
  const api = useContext(AuthDrawersContext);
  if (!api) throw new Error('useAuthDrawers() outside <AuthDrawersProvider>');
  return api;
}

/**
 * Login and registration as slide-in drawers over the current page (docs/product/screens.md). Success keeps the
 * user where they are, now signed in; the modals-locked flag is on while a drawer is open.
 */
export function AuthDrawersProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthDrawerKind | null>(null);
  const value = useMemo(() => ({ open: setKind, modalsLocked: kind !== null }), [kind]);
  return (
    <AuthDrawersContext value={value}>
      {children}
      <Suspense fallback={null}>
        {kind === 'login' ? (
          <LoginDrawerContainer onClose={() => setKind(null)} onSwitch={() => setKind('register')} />
        ) : null}
        {kind === 'register' ? (
          <RegisterDrawerContainer onClose={() => setKind(null)} onSwitch={() => setKind('login')} />
        ) : null}
      </Suspense>
    </AuthDrawersContext>
  );
}
