import type { ReactNode } from 'react';
import { usePageBack } from '../routing/navigation';

/**
 * The mid-page layout of spec 000 §2: a header with the page title and, unless `back` is false, the host's
 * Back button (Telegram's native one, or the browser header's).
 */
export function Page({
  title,
  back = true,
  children,
}: {
  title: string;
  back?: boolean | (() => void);
  children: ReactNode;
}) {
  usePageBack(back);
  return (
    <main className="wallet-page" aria-labelledby="page-title">
      <h1 id="page-title" className="wallet-page__title">
        {title}
      </h1>
      {children}
    </main>
  );
}
