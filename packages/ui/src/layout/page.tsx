import type { ReactNode } from 'react';
import { MidPageLayout } from '@wallet/kit';
import { usePageBack } from '../routing/navigation';

/**
 * The mid-page layout of spec 000 §2 for a route: the kit's layout with the page title, and, unless `back` is
 * false, the host's Back button (Telegram's native one, or the browser header's), so the page draws none.
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
  return <MidPageLayout title={title}>{children}</MidPageLayout>;
}
