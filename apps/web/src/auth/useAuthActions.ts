import { useState } from 'react';
import { accountFlags, type LoginPayload, type RegisterPayload } from '@investradar/ui/domain';
import { formFailure, type FormFailure } from '../api/endpoints';
import { syncGuestVotes } from '../ideas/guestVotes';
import { useAccount, useApi, useServices } from '../session/AppContext';

type Action<P> = {
  busy: boolean;
  failure: FormFailure | null;
  /** Resolves true once the user is signed in and the account is re-read; false when refused. */
  submit: (payload: P) => Promise<boolean>;
};

/** Login as used by the login page and the login drawer. */
export function useLoginAction(): Action<LoginPayload> {
  const api = useApi();
  const { storage } = useServices();
  const { store } = useAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  async function submit(payload: LoginPayload) {
    setBusy(true);
    setFailure(null);
    try {
      await api.login(payload);
      // The guest's votes go to the account before it is re-read, so the pages show them as its own.
      await syncGuestVotes(api, storage.local);
      await store.reload();
      return true;
    } catch (error) {
      setFailure(formFailure(error, ['email', 'password']));
      setBusy(false);
      return false;
    }
  }
  return { busy, failure, submit };
}

/**
 * Registration as used by the registration page and drawer. The server answers a taken address as it
 * answers a free one, without a session (its owner gets a letter): the same credentials are then tried
 * as a sign-in (the owner who typed their own password is let in), and when that fails too the form says
 * a letter was sent (`mailedTo`) — never that the address is taken.
 */
export function useRegisterAction(): Action<RegisterPayload> & { mailedTo: string | null } {
  const api = useApi();
  const { storage } = useServices();
  const { store } = useAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  async function submit(payload: RegisterPayload) {
    setBusy(true);
    setFailure(null);
    setMailedTo(null);
    try {
      await api.register(payload);
      const user = await store.reload();
      if (!user || accountFlags(user).isGuest) {
        const signedIn = await api
          .login({ email: payload.email, password: payload.password })
          .then(() => true)
          .catch(() => false);
        if (!signedIn) {
          setMailedTo(payload.email);
          setBusy(false);
          return false;
        }
        await store.reload();
      }
      if (await syncGuestVotes(api, storage.local)) await store.reload();
      return true;
    } catch (error) {
      setFailure(formFailure(error, ['name', 'email', 'password']));
      setBusy(false);
      return false;
    }
  }
  return { busy, failure, submit, mailedTo };
}
