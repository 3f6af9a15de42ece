import type { ComponentProps } from 'react';
import type { FieldError } from '../../../components';
import { NAME_MIN_LENGTH, validateChangeName } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { SingleFieldFormPage } from '../shared/AccountForm';
import * as sharedMessages from '../../shared/messages';
import * as accountMessages from '../messages';

export type ChangeNameFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** Called with the trimmed name once it passes the spec's rule; never while busy. */
  onSubmit: (name: string) => void;
  /** The update is in flight: 'Сохраняем...' and repeated submits are ignored. */
  busy?: boolean;
  /** The current name, shown as a hint. */
  currentName?: string;
  /** Initial value of the field. */
  defaultValue?: string;
  /** Server messages for the name (the errors map's `name`), shown on the field. */
  fieldError?: FieldError;
  /** Other server messages, shown in the 'Ошибка!' block. */
  errors?: FieldError;
  /** Where 'Отмена' leads; default the settings page. */
  cancelHref?: string;
  /** In-app navigation for 'Отмена'; without it the link loads the page. */
  onNavigate?: NavigateHandler;
};

const CHANGE_NAME = {
  title: accountMessages.changeNameTitle,
  validate: validateChangeName,
  field: {
    name: 'name',
    label: accountMessages.newName,
    description: sharedMessages.minLength(NAME_MIN_LENGTH),
    autoComplete: 'name',
  },
} as const;

/**
 * The change-name screen (/account/settings/change-name): one field, the new name. The spec's rule
 * comes from the domain validator: required, at least 4 characters, trimmed; 'Неверное значение поля'.
 * The message appears on submit and then follows the input.
 */
export function ChangeNameForm({ onSubmit, currentName, onNavigate, ...rest }: ChangeNameFormProps) {
  const cancelClick = (href: string) => inAppClick(onNavigate, href);
  return (
    <SingleFieldFormPage
      {...CHANGE_NAME}
      current={currentName}
      onValid={onSubmit}
      cancelClick={cancelClick}
      {...rest}
    />
  );
}
