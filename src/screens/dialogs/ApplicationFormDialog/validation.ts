import { MESSAGES } from '../../../domain';

export const applicationFields = ['name', 'contact', 'message'] as const;
export type ApplicationField = (typeof applicationFields)[number];
export type ApplicationValues = Record<ApplicationField, string>;
export type ApplicationErrors = Partial<Record<ApplicationField, string[]>>;

export const APPLICATION_LIMITS = { name: 100, contact: 100, message: 2000 } as const;

export const APPLICATION_MESSAGES = {
  required: MESSAGES.fieldRequired,
  contact: 'Укажите email или номер телефона',
  tooLong: (max: number) => `Не более ${max} символов`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone: optional +, then 10–15 digits with spaces, dashes or brackets between them. */
const PHONE = /^\+?[\d\s()-]{10,20}$/;

function isContact(value: string): boolean {
  if (EMAIL.test(value)) return true;
  const digits = value.replace(/\D/g, '');
  return PHONE.test(value) && digits.length >= 10 && digits.length <= 15;
}

/**
 * Client-side rules of the application form (the spec names the form but not its rules): every
 * field required after trimming, the contact an email or a phone, lengths capped. Local until the
 * domain has a validator for this form.
 */
export function validateApplication(
  values: ApplicationValues,
): { ok: true; value: ApplicationValues } | { ok: false; errors: ApplicationErrors } {
  const value: ApplicationValues = {
    name: values.name.trim(),
    contact: values.contact.trim(),
    message: values.message.trim(),
  };
  const errors: ApplicationErrors = {};
  for (const field of applicationFields) {
    if (value[field] === '') errors[field] = [APPLICATION_MESSAGES.required];
    else if (value[field].length > APPLICATION_LIMITS[field])
      errors[field] = [APPLICATION_MESSAGES.tooLong(APPLICATION_LIMITS[field])];
  }
  if (!errors.contact && !isContact(value.contact)) errors.contact = [APPLICATION_MESSAGES.contact];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
