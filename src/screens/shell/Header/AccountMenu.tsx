import { useRef, useState } from 'react';
import {
  Button,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components';
import { accountMenu, ACCOUNT_MENU_PATHS, MESSAGES, type User } from '../../../domain';
import { Avatar } from '../../shared/Avatar';
import { UserIcon } from '../../../components/icons';
import { inAppClick } from '../../shared/inAppLink';
import { ACCOUNT_MENU_LABELS, type ShellNavigate } from '../navigation';
import { LogoutForm } from '../shared/LogoutForm';
import * as styles from './Header.css';

export type AccountMenuProps = {
  user: User;
  csrfToken: string;
  onNavigate?: ShellNavigate;
};

/**
 * The account dropdown (docs/product/screens.md): the name, Profile, Settings, My bets, Notifications, Prizes,
 * Partners for partners, and Logout (a form post to /logout with the anti-forgery token).
 */
export function AccountMenu({ user, csrfToken, onNavigate }: AccountMenuProps) {
  const logoutRef = useRef<HTMLFormElement>(null);
  // Controlled, so that an in-app navigation (which cancels the link's default) still closes it.
  const [open, setOpen] = useState(false);
  // The header dropdown holds the spec's header items; Analysts lives in the account area's menu.
  const items = accountMenu(user, { mobile: false }).filter((key) => key !== 'analysts');
  const avatar = user.social?.photo ?? user.avatar;
  return (
    <>
      <DropdownMenu
        open={open}
        onOpenChange={setOpen}
        align="end"
        trigger={
          <Button variant="ghost" className={styles.accountButton}>
            {avatar ? <Avatar photo={avatar} name={user.name} size="sm" /> : <UserIcon />}
            <span className={styles.accountName}>{user.name}</span>
            <ChevronDownIcon />
          </Button>
        }
      >
        <DropdownMenuLabel className={styles.menuHeading}>
          <span className={styles.menuName}>{user.name}</span>
          {user.email ? <span className={styles.menuEmail}>{user.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((key) => (
          <DropdownMenuItem key={key} asChild>
            <a
              href={ACCOUNT_MENU_PATHS[key]}
              onClick={inAppClick(onNavigate, ACCOUNT_MENU_PATHS[key], () => setOpen(false))}
            >
              {ACCOUNT_MENU_LABELS[key]}
            </a>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => logoutRef.current?.requestSubmit()}>
          {MESSAGES.logout}
        </DropdownMenuItem>
      </DropdownMenu>
      <LogoutForm ref={logoutRef} csrfToken={csrfToken} className={styles.hiddenForm} aria-hidden />
    </>
  );
}
