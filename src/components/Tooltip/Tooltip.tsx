import * as RadixTooltip from 'radix-ui/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../internal/portalContainer';
import { arrow, content as contentClass } from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export type TooltipProps = {
  /** The focusable element described by the tooltip (rendered asChild). */
  children: ReactElement;
  /** Short supplementary text; never the only place of essential information. */
  content: ReactNode;
  side?: TooltipSide;
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Tooltip (Radix): shows on hover and keyboard focus, hides on Esc and blur, and describes its
 * trigger via aria-describedby. Each tooltip carries its own provider so no app-level setup is needed.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content className={contentClass} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
