import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ActionGrid, ActionTile } from '@wallet/kit';
import { buildPath, useFeatureFlag } from '@wallet/ui';

const ICONS = {
  expressBuy: <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />,
  receive: <path d="M12 4v12m0 0-5-5m5 5 5-5M5 20h14" />,
  send: <path d="M12 20V8m0 0-5 5m5-5 5 5M5 4h14" />,
  transactions: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  boxes: <path d="M4 8l8-4 8 4-8 4-8-4Zm0 0v8l8 4 8-4V8M12 12v8" />,
} satisfies Record<string, ReactNode>;

/** Spec 000 §2: express buy, receive, send, transactions; boxes only with the BOXES flag. */
export function ActionButtons() {
  const { t } = useLingui();
  const hasBoxes = useFeatureFlag('BOXES');
  const actions: { key: keyof typeof ICONS; label: string; href: string }[] = [
    { key: 'expressBuy' as const, label: t`Express buy`, href: buildPath('expressBuy') },
    { key: 'receive' as const, label: t`Receive`, href: buildPath('depositCoinList') },
    { key: 'send' as const, label: t`Send`, href: buildPath('withdrawTypes') },
    { key: 'transactions' as const, label: t`Transactions`, href: buildPath('transactions') },
    ...(hasBoxes ? [{ key: 'boxes' as const, label: t`Boxes`, href: buildPath('userBoxes') }] : []),
  ];
  return (
    <ActionGrid label={t`Actions`}>
      {actions.map((action) => (
        <Link key={action.key} href={action.href} asChild>
          <ActionTile icon={<svg viewBox="0 0 24 24">{ICONS[action.key]}</svg>}>{action.label}</ActionTile>
        </Link>
      ))}
    </ActionGrid>
  );
}
