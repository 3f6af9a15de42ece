// Where a popup (a menu, a tooltip) is portalled: the open modal <dialog> it was opened from, else
// document.body. A modal <dialog> makes everything outside it inert, so a popup portalled to <body>
// from inside one could be seen but not clicked, focused or read; inside the dialog it is part of it.
import { createContext, useContext } from 'react';

export const PortalContainer = createContext<HTMLElement | null>(null);

/** The element popups opened here are portalled to (null: Radix's default, document.body). */
export const usePortalContainer = () => useContext(PortalContainer);
