import type { ComponentProps } from 'react';
import type { FieldError } from '../../../components';
import { validateChangeEmail } from '../../../domain';
import { SingleFieldFormPage } from '../shared/AccountForm';
import { navigateClick, type AccountNavigateHandler } from '../shared/navigation';

export type ChangeEmailFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed address once it passes the spec's rule (email type, required); never while busy. */
  onSubmit: (email: string) => void;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** The current address, shown under the title. */
  currentEmail?: string | null;
  /** Initial value of the field. */
  defaultValue?: string;
  /** Server messages for the field (the errors map's `email`). */
  fieldError?: FieldError;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: AccountNavigateHandler;
};

const CHANGE_EMAIL = {
  title: 'Изменение email',
  validate: validateChangeEmail,
  field: { name: 'email', type: 'email', label: 'Новый email', autoComplete: 'email', inputMode: 'email' },
} as const;

/**
 * The change-email screen (/account/settings/change-email): one email field. The rule is the
 * domain's (spec §5: email type and required, no further checks). Its message appears on submit and
 * then follows the input; a server message stays until the field is edited.
 */
export function ChangeEmailForm({ onSubmit, currentEmail, onNavigate, ...rest }: ChangeEmailFormProps) {
  const cancelClick = (href: string) => navigateClick(href, onNavigate);
  return <SingleFieldFormPage {...CHANGE_EMAIL} current={currentEmail} onValid={onSubmit} cancelClick={cancelClick} {...rest} />;
}
