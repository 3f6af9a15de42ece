import type { RefObject, ReactElement } from 'react';

/** Opening and closing of every overlay dialog; the app owns whether it is open. */
export type OverlayProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it; focus returns to it on close. */
  trigger?: ReactElement;
  /** Where focus returns when the dialog was opened without its own trigger (e.g. from a menu). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** In-app navigation for links inside a dialog; without it links load the page. */
export type DialogNavigate = (href: string) => void;
