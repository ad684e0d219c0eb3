import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/** Names for the coin groups the wallet knows; any other group from the server is shown as it comes. */
const GROUP_LABELS: Record<string, MessageDescriptor> = {
  FIAT: msg`Fiat`,
  STABLECOIN: msg`Stablecoins`,
  LAYER_1: msg`Layer 1`,
  DEFI: msg`DeFi`,
  MEME: msg`Meme`,
  TON_ECOSYSTEM: msg`TON ecosystem`,
  PAYMENT: msg`Payments`,
};

export function groupLabel(group: string, i18n: I18n): string {
  const label = GROUP_LABELS[group];
  return label ? i18n._(label) : group.replaceAll('_', ' ');
}
