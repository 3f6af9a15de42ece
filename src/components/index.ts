export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Spinner, spinnerSizes, srOnly } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { normalizeErrors } from './Field';
export type { FieldBaseProps, FieldError } from './Field';
export { TextField, textFieldSizes, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Link, linkVariants } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';
export { Alert, alertTones } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { FormErrors } from './FormErrors';
export type { FormErrorsProps } from './FormErrors';
export { Checkbox } from './Checkbox';
export type { CheckboxProps, CheckedState } from './Checkbox';
export { Card, cardPaddings, cardVariants } from './Card';
export type { CardPadding, CardProps, CardVariant } from './Card';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DangerIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  MenuIcon,
  MinusIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
export type { IconProps } from './icons';
export { Dialog, DialogClose, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize, ModalProps } from './Dialog';
export { Drawer, DrawerClose, drawerSides, drawerSizes } from './Drawer';
export type { DrawerProps, DrawerSide, DrawerSize } from './Drawer';
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
export { ToastProvider, toastTones, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { Preloader, preloaderStates } from './Preloader';
export type { PreloaderProps, PreloaderState } from './Preloader';
export { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge';
export { Tooltip, tooltipSides } from './Tooltip';
export type { TooltipProps, TooltipSide } from './Tooltip';
export { Table, tableAligns } from './Table';
export type { TableAlign, TableColumn, TableProps } from './Table';
export { Pagination, paginationRange } from './Pagination';
export type { PaginationItem, PaginationProps } from './Pagination';
export { Tabs, tabsVariants } from './Tabs';
export type { TabItem, TabsProps, TabsVariant } from './Tabs';
export { CheckboxGroup, checkboxGroupColumns, splitIntoColumns } from './CheckboxGroup';
export type { CheckboxGroupColumns, CheckboxGroupProps, ChoiceOption } from './CheckboxGroup';
export { RadioGroup, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption } from './RadioGroup';
export { Slider, sliderFormats } from './Slider';
export type { SliderFormat, SliderProps } from './Slider';
export {
  FormattedDate,
  FormattedNumber,
  Money,
  shortDate,
  toDate,
  useFormatDate,
  useFormatMoney,
  useFormatNumber,
} from './Format';
export type { DateInput, FormattedDateProps, FormattedNumberProps, MoneyOptions, MoneyProps } from './Format';
