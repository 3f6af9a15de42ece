import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { normalizeErrors, type FieldError } from '../Field';
import * as styles from './FormErrors.css';
import * as componentMessages from '../messages';

export type FormErrorsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Server or validation messages; nothing is rendered when there are none. */
  errors?: FieldError;
  /** Heading above the list; the spec's generic form error block reads 'Ошибка!'. */
  heading?: string;
};

/** The generic form error block: heading 'Ошибка!' followed by the list of messages (role="alert"). */
export function FormErrors({ errors, heading = componentMessages.error, className, ...rest }: FormErrorsProps) {
  const messages = normalizeErrors(errors);
  if (!messages.length) return null;
  return (
    <div role="alert" className={clsx(styles.root, className)} {...rest}>
      <p className={styles.heading}>{heading}</p>
      <ul className={styles.list}>
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
