'use client';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { themeClass, type ThemeName } from '../../../tokens';

export type UiProviderProps = {
  children: ReactNode;
  /** Colour theme; default light. */
  theme?: ThemeName;
  /** BCP 47 locale for numbers, money and dates; the product speaks ru-RU. */
  locale?: string;
  /**
   * Put the theme on <html> so that portals (dialogs, menus, toasts) and the page background
   * follow it. Without it the theme applies to the wrapped subtree only.
   */
  applyToDocument?: boolean;
};

/** Root of every tree that renders library components: locale for formatting and the theme. */
export function UiProvider({ children, theme = 'light', locale = 'ru-RU', applyToDocument = false }: UiProviderProps) {
  useEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', theme);
    root.setAttribute('lang', locale.split('-')[0] ?? 'ru');
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [applyToDocument, theme, locale]);

  return (
    <I18nProvider locale={locale}>
      {applyToDocument ? children : <div className={themeClass[theme]}>{children}</div>}
    </I18nProvider>
  );
}
