import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Alert, Button, Card, FormErrors, TextField, type FieldError } from '../../../components';
import { accountFlags, MESSAGES, validatePromocode, type PromocodePayload, type User } from '../../../domain';
import { BusyForm } from '../shared/AccountForm';
import * as styles from './PromocodeForm.css';
import * as accountMessages from '../messages';

export type PromocodeFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** The signed-in account: the block shows only when the domain offers promocode entry (docs/product/permissions.md). */
  user: User;
  /** Called with the trimmed code and whether it upgrades an existing tariff; never while busy. */
  onSubmit: (payload: PromocodePayload) => void;
  /** The activation call is in flight. */
  busy?: boolean;
  /** The server's error_description, shown in the 'Ошибка!' block (docs/product/calls.md, docs/product/errors.md). */
  errors?: FieldError;
  /** Text after a successful activation ('PRO доступ успешно активирован!'); the app then reloads the account. */
  successMessage?: string | null;
};

/**
 * Promocode entry for the settings page: one required text field and 'Активировать'. Offered to free
 * users and to those who can upgrade their tariff via a promocode, never to promo access — the rule
 * is the domain's `accountFlags().offersPromocodeEntry`; otherwise nothing is rendered (except the
 * success text, which outlives the account reload that turns the user into promo access).
 */
export function PromocodeForm({
  user,
  onSubmit,
  busy = false,
  errors,
  successMessage,
  className,
  ...rest
}: PromocodeFormProps) {
  const titleId = useId();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const flags = accountFlags(user);

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  // After a successful activation the reloaded account is on promo access and no longer offered
  // entry: the success text stays until the page moves on.
  if (!flags.offersPromocodeEntry && !successMessage) return null;
  const isTariffUpgrade = flags.isPremium && flags.canUpgradeTariffViaPromocode;

  const validation = submitted ? validatePromocode(value) : null;
  const fieldError = validation && !validation.ok ? Object.values(validation.errors).flat() : undefined;

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <Card padding="lg" className={styles.card}>
        <h2 id={titleId} className={styles.title}>
          {accountMessages.promocode}
        </h2>
        <p className={styles.lead}>
          {isTariffUpgrade ? accountMessages.promocodeUpgradeLead : accountMessages.promocodeActivateLead}
        </p>
        {successMessage ? (
          <Alert tone="success">{successMessage}</Alert>
        ) : (
          <BusyForm
            className={styles.form}
            aria-labelledby={titleId}
            busy={busy}
            onSubmit={() => {
              setSubmitted(true);
              const result = validatePromocode(value);
              if (result.ok) onSubmit({ code: result.value, is_tariff_upgrade: isTariffUpgrade });
              else setFocusRequest((n) => n + 1);
            }}
          >
            <FormErrors errors={errors} className={styles.errors} />
            <TextField
              ref={inputRef}
              name="code"
              label={MESSAGES.promocodeEnter}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              value={value}
              error={fieldError}
              wrapperClassName={styles.field}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" className={styles.submit} loading={busy} loadingText={accountMessages.activating}>
              {MESSAGES.promocodeActivate}
            </Button>
          </BusyForm>
        )}
      </Card>
    </section>
  );
}
