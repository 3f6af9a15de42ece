import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import * as componentMessages from '../messages';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Controlled visibility. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

// One constant name with aria-pressed: a toggle button must not change its name as it toggles.
const TOGGLE_LABEL = componentMessages.showPassword;

/** Password input with a show/hide toggle. The toggle is a pressed-state button next to the input. */
export function PasswordField({
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    const next = !visible;
    if (visibleProp === undefined) setVisibleState(next);
    onVisibleChange?.(next);
  };
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      // Browsers must not offer to autocorrect or spell-check a revealed password.
      spellCheck={false}
      autoCapitalize="off"
      data-state={visible ? 'visible' : 'hidden'}
      endAdornment={
        <IconButton label={TOGGLE_LABEL} aria-pressed={visible} size="sm" disabled={disabled} onClick={toggle}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
