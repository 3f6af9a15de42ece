import { MESSAGES } from '../messages';
import { notificationKeys, type NotificationKey, type Notifications, type User } from '../schemas/user';

/**
 * docs/product/flows.md newsletter settings: each flag toggles 0/1 by checkbox; on save the four flags are sent and
 * on success the local account takes the new notifications and 'Успешно сохранено!' is alerted; a
 * failure is shown nowhere (docs/product/errors.md).
 */
export interface NewsletterState {
  draft: Notifications;
  saving: boolean;
  alert: string | null;
}

export type NewsletterEvent =
  | { type: 'toggle'; key: NotificationKey }
  | { type: 'save' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' }
  | { type: 'reset'; notifications: Notifications }
  | { type: 'dismissAlert' };

export function initialNewsletterState(notifications: Notifications): NewsletterState {
  return { draft: { ...notifications }, saving: false, alert: null };
}

export function toggleNotification(notifications: Notifications, key: NotificationKey): Notifications {
  return { ...notifications, [key]: notifications[key] === 1 ? 0 : 1 };
}

export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'toggle':
      if (state.saving) return state;
      return { ...state, draft: toggleNotification(state.draft, event.key), alert: null };
    case 'save':
      if (state.saving) return state;
      return { ...state, saving: true, alert: null };
    case 'saveSucceeded':
      return { ...state, saving: false, alert: MESSAGES.saved };
    case 'saveFailed':
      return { ...state, saving: false };
    case 'reset':
      return initialNewsletterState(event.notifications);
    case 'dismissAlert':
      return { ...state, alert: null };
  }
}

/** Payload of POST /api/account/update-notifications: exactly the four flags. */
export function notificationsPayload(draft: Notifications): Notifications {
  return Object.fromEntries(notificationKeys.map((key) => [key, draft[key]])) as Notifications;
}

/** On success the local account takes the new notifications. */
export function applyNotifications(user: User, notifications: Notifications): User {
  return { ...user, notifications: notificationsPayload(notifications) };
}
