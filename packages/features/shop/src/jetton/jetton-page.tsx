import type { ReactNode } from 'react';
import type { ShopGroup } from '@wallet/api';
import { Skeleton, Stack } from '@wallet/kit';
import { Page, usePersistedAtom, type PersistedAtom } from '@wallet/ui';
import { GoButton, Purchases } from './jetton-parts';
import { JettonStatus } from './jetton-status';

/** What a jetton's form is told and tells: the pack or plan (months or Stars) and the username typed. */
export interface JettonFormProps {
  quantity: number;
  username: string;
  onChange: (next: { quantity?: number; username?: string }) => void;
  /** The jetton is made: the draft has done its work. */
  onBought: () => void;
}

/**
 * What the Telegram Premium and Stars pages share: the plan or pack and the username kept on the device (a reload,
 * or the trip to the invoice page, comes back to them); with jettonId, the purchase the invoice page came back
 * with and its delivery; else the form and the user's purchases of the group.
 */
export function JettonPage({
  title,
  group,
  jettonId,
  draft: draftAtom,
  defaultQuantity,
  pageOf,
  again,
  form,
}: {
  title: string;
  group: Extract<ShopGroup, 'TELEGRAM_PREMIUM' | 'TELEGRAM_STARS'>;
  jettonId: string | undefined;
  draft: PersistedAtom<Record<string, string> | null>;
  defaultQuantity: number;
  /** The page of one purchase. */
  pageOf: (jettonId: string) => string;
  /** The way back to the form from a purchase: its path and words. */
  again: { to: string; label: string };
  form: (props: JettonFormProps) => ReactNode;
}) {
  const [kept, keep, { loading, clear }] = usePersistedAtom(draftAtom);
  const draft = { quantity: Number(kept?.quantity) || defaultQuantity, username: kept?.username ?? '' };
  const keepDraft = (next: { quantity?: number; username?: string }) => {
    const quantity = next.quantity ?? draft.quantity;
    void keep({ quantity: String(quantity), username: next.username ?? draft.username });
  };
  let body;
  if (loading) {
    body = <Skeleton height={220} />;
  } else if (jettonId) {
    body = (
      <Stack>
        <JettonStatus
          id={jettonId}
          pageOf={pageOf}
          redeem={{ username: draft.username, onUsername: (username) => keepDraft({ username }) }}
        />
        <GoButton to={again.to} isStretched>
          {again.label}
        </GoButton>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {form({ ...draft, onChange: keepDraft, onBought: () => void clear() })}
        <Purchases group={group} pageOf={pageOf} />
      </Stack>
    );
  }
  return <Page title={title}>{body}</Page>;
}
