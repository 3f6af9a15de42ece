import { useId, useState, type FormEvent } from 'react';
import { Button, FormErrors, TextField } from '../../../components';
import { BusyDialog } from '../../shared/BusyDialog';
import {
  DELIVERY_ADDRESS_FIELDS,
  DELIVERY_ADDRESS_LABELS,
  MESSAGES,
  validateDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressField,
} from '../../../domain';
import type { OverlayProps } from '../../shared/overlay';
import * as styles from './DeliveryAddressDialog.css';
import * as prizesMessages from '../messages';

export type DeliveryAddressErrors = Partial<Record<DeliveryAddressField | 'form', readonly string[]>>;

export type DeliveryAddressDialogProps = OverlayProps & {
  /** The prize the address is for (the order's title). */
  prizeTitle: string;
  /** The address is being sent: the form is locked and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The server's refusal (its errors map; anything not a field under `form`). */
  errors?: DeliveryAddressErrors;
  /** A complete address (the domain's validateDeliveryAddress): the app calls POST /api/liga/orders/{id}/address. */
  onSubmit: (address: DeliveryAddress) => void;
};

export const DELIVERY_TEXTS = {
  title: prizesMessages.deliveryAddressTitle,
  lead: (title: string) => prizesMessages.deliveryAddressLead(title, MESSAGES.prizeFreeDelivery),
  submit: prizesMessages.saveAddress,
  busy: MESSAGES.surveySaving,
  later: prizesMessages.later,
} as const;

const AUTOCOMPLETE: Record<DeliveryAddressField, string> = {
  recipient: 'name',
  phone: 'tel',
  city: 'address-level2',
  address: 'street-address',
  zip: 'postal-code',
};

/**
 * The delivery address of a merch prize (docs/product/flows.md: «address asked later»): recipient, phone, city,
 * street address and postal code, checked by the domain's rules before `onSubmit`.
 */
export function DeliveryAddressDialog({
  prizeTitle,
  busy = false,
  errors,
  onSubmit,
  ...overlay
}: DeliveryAddressDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<Record<DeliveryAddressField, string>>({
    recipient: '',
    phone: '',
    city: '',
    address: '',
    zip: '',
  });
  const [local, setLocal] = useState<DeliveryAddressErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateDeliveryAddress(values);
    if (!checked.ok) {
      setLocal(checked.errors);
      return;
    }
    setLocal({});
    onSubmit(checked.value);
  };

  return (
    <BusyDialog
      {...overlay}
      title={DELIVERY_TEXTS.title}
      busy={busy}
      cancelLabel={DELIVERY_TEXTS.later}
      action={
        <Button type="submit" form={formId} loading={busy} loadingText={DELIVERY_TEXTS.busy}>
          {DELIVERY_TEXTS.submit}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>{DELIVERY_TEXTS.lead(prizeTitle)}</p>
        <FormErrors errors={errors?.form} />
        {DELIVERY_ADDRESS_FIELDS.map((key) => (
          <TextField
            key={key}
            name={key}
            label={DELIVERY_ADDRESS_LABELS[key]}
            type={key === 'phone' ? 'tel' : 'text'}
            inputMode={key === 'zip' ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[key]}
            value={values[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            error={local[key] ?? errors?.[key]}
            disabled={busy}
            required
          />
        ))}
      </form>
    </BusyDialog>
  );
}
