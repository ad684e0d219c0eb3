import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import '../styles.css';

export type Appearance = 'light' | 'dark';

/**
 * The root every kit component sits in: telegram-ui's AppRoot (its variables and platform), our tokens'
 * theme through `data-theme`, and the reading direction. The shell has one; the kit page has one per frame.
 */
export function ThemeRoot({
  appearance,
  dir,
  lang,
  className,
  children,
}: {
  appearance: Appearance;
  dir?: 'rtl' | 'ltr';
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AppRoot
      appearance={appearance}
      platform="base"
      className={className ? `kit-root ${className}` : 'kit-root'}
      data-theme={appearance}
      dir={dir}
      lang={lang}
    >
      {children}
    </AppRoot>
  );
}
