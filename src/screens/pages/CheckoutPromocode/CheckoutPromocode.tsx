import { useState, type FormEvent } from 'react';
import { Alert, Button, FormErrors, TextField, type FieldError } from '../../../components';
import { formatPercent, validatePromocode } from '../../../domain';
import * as styles from './CheckoutPromocode.css';
import * as checkoutPromocodeMessages from './messages';

export type CheckoutPromocodeProps = {
  /** A code typed and checked as required (trimmed): the app asks the server what it gives. */
  onApply: (code: string) => void;
  /** The code is being checked. */
  busy?: boolean;
  /** The payment is under way: the field waits. */
  disabled?: boolean;
  /** The server's refusal (its error_description), in the «Ошибка!» block. */
  errors?: FieldError;
  /** A discount code taken for this payment: the price shown is the discounted one. */
  applied?: { code: string; discountPercent: number } | null;
  /** «Убрать»: pay the full price again. */
  onRemove?: () => void;
  /** A code giving PRO days was activated ('PRO доступ успешно активирован!'): nothing left to pay. */
  successMessage?: string | null;
};

export const CHECKOUT_PROMOCODE_TEXTS = {
  title: checkoutPromocodeMessages.promocode,
  field: checkoutPromocodeMessages.promocode,
  apply: checkoutPromocodeMessages.apply,
  busy: checkoutPromocodeMessages.checking,
  applied: (code: string, percent: number) => checkoutPromocodeMessages.promocodeApplied(code, formatPercent(percent)),
  remove: checkoutPromocodeMessages.remove,
} as const;

/**
 * The promo code of the checkout: one required field and «Применить». A discount code lowers the
 * price of this payment (shown as applied, removable); a code giving days of PRO is activated at once
 * (the success text). What a code gives and why it is refused is the server's answer.
 */
export function CheckoutPromocode({
  onApply,
  busy = false,
  disabled = false,
  errors,
  applied = null,
  onRemove,
  successMessage = null,
}: CheckoutPromocodeProps) {
  const [value, setValue] = useState('');
  const [required, setRequired] = useState<string[] | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    const result = validatePromocode(value);
    if (!result.ok) {
      setRequired(Object.values(result.errors).flat());
      return;
    }
    setRequired(undefined);
    onApply(result.value);
  };

  return (
    <div className={styles.root}>
      {successMessage ? (
        <Alert tone="success">{successMessage}</Alert>
      ) : applied ? (
        <p className={styles.applied} role="status">
          <span>{CHECKOUT_PROMOCODE_TEXTS.applied(applied.code, applied.discountPercent)}</span>
          {onRemove ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                setValue('');
                onRemove();
              }}
            >
              {CHECKOUT_PROMOCODE_TEXTS.remove}
            </Button>
          ) : null}
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={CHECKOUT_PROMOCODE_TEXTS.title}
          aria-busy={busy || undefined}
        >
          <FormErrors errors={errors} className={styles.errors} />
          <TextField
            name="promocode"
            label={CHECKOUT_PROMOCODE_TEXTS.field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={value}
            error={required}
            disabled={disabled}
            wrapperClassName={styles.field}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={busy}
            loadingText={CHECKOUT_PROMOCODE_TEXTS.busy}
            disabled={disabled}
          >
            {CHECKOUT_PROMOCODE_TEXTS.apply}
          </Button>
        </form>
      )}
    </div>
  );
}
