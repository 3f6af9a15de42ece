import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from '../Spinner';
import { preloader } from './Preloader.css';
import * as componentMessages from '../messages';

export const preloaderStates = ['visible', 'hidden'] as const;
export type PreloaderState = (typeof preloaderStates)[number];

export type PreloaderProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** While true the spinner covers the page; on false it fades out (instantly with reduced motion). */
  visible: boolean;
  /** Covers the viewport (default) or, when false, the nearest positioned ancestor (a settings area). */
  fullPage?: boolean;
  label?: string;
};

/**
 * Full-page fading spinner preloader. It stays mounted: hiding is a CSS fade, after which it is
 * removed from the accessibility tree and lets clicks through (data-state="visible|hidden").
 */
export function Preloader({
  visible,
  fullPage = true,
  label = componentMessages.loading,
  className,
  ...rest
}: PreloaderProps) {
  const state: PreloaderState = visible ? 'visible' : 'hidden';
  return (
    <div
      className={clsx(preloader({ fullPage }), className)}
      data-state={state}
      aria-busy={visible || undefined}
      aria-hidden={visible ? undefined : true}
      {...rest}
    >
      <Spinner size="lg" label={visible ? label : null} />
    </div>
  );
}
