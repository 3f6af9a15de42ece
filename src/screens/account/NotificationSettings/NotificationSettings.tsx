import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { Alert, Button, Card, Checkbox } from '../../../components';
import {
  MESSAGES,
  notificationKeys,
  notificationsPayload,
  type NotificationKey,
  type Notifications,
} from '../../../domain';
import * as page from '../../shared/account/page.css';
import * as styles from './NotificationSettings.css';
import * as accountMessages from '../messages';

export type NotificationSettingsProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'onToggle' | 'children'> & {
  /** The four flags as the form shows them now (the draft of the domain's newsletter flow). */
  value: Notifications;
  /** A checkbox was toggled: the app flips that flag 0 ↔ 1 (domain `toggleNotification`). */
  onToggle: (key: NotificationKey) => void;
  /** 'Сохранить': called with exactly the four flags; never while saving. */
  onSave: (notifications: Notifications) => void;
  /** The save call is in flight: 'Сохраняем...', toggles and repeated saves are ignored. */
  saving?: boolean;
  /** Text after a successful save ('Успешно сохранено!'); a failure is shown nowhere (docs/product/errors.md). */
  message?: string | null;
  onDismissMessage?: () => void;
  /** Where the letters go, shown under the title. */
  email?: string | null;
};

/** Labels come from the domain; the one-line hints under them are this screen's own. */
export const NOTIFICATION_OPTIONS: Record<NotificationKey, { label: string; hint: string }> = {
  weekly_newsletter: { label: MESSAGES.notifyWeeklyNewsletter, hint: accountMessages.newsletterIdeas },
  portfolio_events: { label: MESSAGES.notifyPortfolioEvents, hint: accountMessages.newsletterPortfolio },
  news: { label: MESSAGES.notifyNews, hint: accountMessages.newsletterService },
  bets: { label: MESSAGES.notifyBets, hint: accountMessages.newsletterContest },
};

/**
 * Newsletter settings (/account/notifications): four checkboxes — weekly_newsletter,
 * portfolio_events, news, bets — each 0 or 1, and 'Сохранить' that sends all four (docs/product/flows.md).
 */
export function NotificationSettings({
  value,
  onToggle,
  onSave,
  saving = false,
  message,
  onDismissMessage,
  email,
  className,
  ...rest
}: NotificationSettingsProps) {
  const titleId = useId();
  const legendId = useId();
  return (
    <section className={clsx(page.formPage, className)} aria-labelledby={titleId} {...rest}>
      <header className={page.header}>
        <h1 id={titleId} className={page.title}>
          {MESSAGES.notificationsTitle}
        </h1>
        {email ? (
          <p className={page.subtitle}>
            {accountMessages.emailsSentToPrefix}
            {email}
          </p>
        ) : null}
      </header>
      <Card padding="lg">
        <form
          className={page.form}
          aria-labelledby={titleId}
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (saving) return;
            onSave(notificationsPayload(value));
          }}
        >
          {message ? (
            <Alert tone="success" onDismiss={onDismissMessage}>
              {message}
            </Alert>
          ) : null}
          <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={saving}>
            <legend id={legendId} className={styles.legend}>
              {accountMessages.receiveEmails}
            </legend>
            {notificationKeys.map((key) => (
              <Checkbox
                key={key}
                name={key}
                label={NOTIFICATION_OPTIONS[key].label}
                description={NOTIFICATION_OPTIONS[key].hint}
                checked={value[key] === 1}
                disabled={saving}
                onCheckedChange={() => {
                  if (!saving) onToggle(key);
                }}
              />
            ))}
          </fieldset>
          <div className={page.actions}>
            <Button type="submit" loading={saving} loadingText={MESSAGES.surveySaving}>
              {MESSAGES.surveySave}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
