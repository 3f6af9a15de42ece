import { useState } from 'react';
import { Badge, Button, CheckIcon, ChevronDownIcon, DropdownMenu, DropdownMenuItem, srOnly } from '../../../components';
import * as styles from './FilterMenu.css';
import * as sharedMessages from '../messages';

export type FilterMenuOption = { value: string; label: string };

export type FilterMenuProps = {
  /** What is chosen, e.g. «Тип сделки». */
  label: string;
  value: string;
  options: readonly FilterMenuOption[];
  onChange: (value: string) => void;
  /**
   * When set, opening the menu is cancelled and this runs instead (a locked PRO filter: the
   * spec's permission check decides what opens).
   */
  onLocked?: () => void;
  /** Marks a locked menu with a PRO badge-like note. */
  lockedNote?: string;
};

/**
 * A filter choice shown as a menu button: «Тип сделки: Покупка ▾». The chosen item carries
 * aria-current and a check mark. Locked menus never open; they call `onLocked` instead.
 */
export function FilterMenu({ label, value, options, onChange, onLocked, lockedNote }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const current = options.find((option) => option.value === value) ?? options[0];
  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        if (next && onLocked) {
          onLocked();
          return;
        }
        setOpen(next);
      }}
      aria-label={label}
      trigger={
        <Button variant="secondary" size="sm" className={styles.trigger} data-locked={onLocked ? '' : undefined}>
          <span className={styles.label}>{label}:</span> <span className={styles.value}>{current?.label}</span>
          {lockedNote ? (
            <Badge tone="warning" size="sm">
              {lockedNote}
            </Badge>
          ) : null}
          <ChevronDownIcon />
        </Button>
      }
    >
      {options.map((option) => (
        <DropdownMenuItem
          key={option.value}
          aria-current={option.value === value ? 'true' : undefined}
          onSelect={() => onChange(option.value)}
        >
          <span className={styles.check}>{option.value === value ? <CheckIcon /> : null}</span>
          {option.label}
          {option.value === value ? <span className={srOnly}>{sharedMessages.selectedSuffix}</span> : null}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
