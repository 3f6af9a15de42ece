import { useReducer } from 'react';
import { NotificationSettings, notificationsHead } from '@investradar/ui';
import {
  applyNotifications,
  initialNewsletterState,
  newsletterReducer,
  type Notifications,
  type User,
} from '@investradar/ui/domain';
import { useAccount, useApi } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';

/** /account/notifications — rendered under RequireAccount, so the account is a signed-in one. */
export function NotificationsRoute() {
  const account = useAccount();
  if (account.status !== 'ready') return null;
  return <NotificationsForm user={account.user} />;
}

/**
 * Newsletter settings (docs/product/flows.md, docs/product/errors.md): each checkbox flips its flag 0 ↔ 1 in a draft; 'Сохранить'
 * sends the four flags. On success the local account takes the saved flags and the screen says
 * 'Успешно сохранено!'. A failure is shown nowhere, but the draft does not keep pretending: the
 * checkboxes go back to what the account has saved.
 */
function NotificationsForm({ user }: { user: User }) {
  const api = useApi();
  const { store } = useAccount();
  const [state, dispatch] = useReducer(newsletterReducer, user.notifications, initialNewsletterState);

  async function save(notifications: Notifications) {
    dispatch({ type: 'save' });
    try {
      const result = await api.updateNotifications(notifications);
      if (result.success) {
        store.setUser(applyNotifications(store.getState().user ?? user, result.notifications ?? notifications));
        dispatch({ type: 'saveSucceeded' });
        return;
      }
    } catch {
      // docs/product/errors.md: a failed save is shown nowhere (a 401/404 has already moved the user on).
    }
    // Back to the flags the account has saved (this also ends the saving state).
    dispatch({ type: 'reset', notifications: store.getState().user?.notifications ?? user.notifications });
  }

  return (
    <>
      <PageMeta {...notificationsHead} noindex />
      <NotificationSettings
        value={state.draft}
        saving={state.saving}
        message={state.alert}
        email={user.email}
        onToggle={(key) => dispatch({ type: 'toggle', key })}
        onDismissMessage={() => dispatch({ type: 'dismissAlert' })}
        onSave={(notifications) => void save(notifications)}
      />
    </>
  );
}
