export {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  dropdownMenuAligns,
  dropdownMenuItemTones,
} from './DropdownMenu';
export type {
  DropdownMenuAlign,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuProps,
  DropdownMenuSubProps,
} from './DropdownMenu';
