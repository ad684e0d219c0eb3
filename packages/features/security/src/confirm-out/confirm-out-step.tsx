import { lazy, Suspense } from 'react';
import type { ConfirmOutProps } from '@wallet/ui/money-call';

const MoneyOutConfirm = lazy(() =>
  import('./money-out-confirm').then((module) => ({ default: module.MoneyOutConfirm })),
);

/** The confirm step of money out; its code loads on the first send, not with the app. */
export function ConfirmOutStep({ onDone }: ConfirmOutProps) {
  return (
    <Suspense fallback={null}>
      <MoneyOutConfirm onDone={onDone} />
    </Suspense>
  );
}
