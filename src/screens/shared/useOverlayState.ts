'use client';
import { useCallback, useState } from 'react';

/**
 * Open state that works controlled (the app passes `open`) and uncontrolled (`defaultOpen` or a
 * trigger), so that actions inside a dialog can close it in both cases.
 */
export function useOverlayState({
  open,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const controlled = open !== undefined;
  const current = controlled ? open : own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [current, setOpen] as const;
}
