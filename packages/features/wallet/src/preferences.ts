import { persistedAtom } from '@wallet/ui';
import { WALLET_STORAGE_KEYS } from './storage-keys';

/** The balances are hidden behind dots (DASH-01), under the key users already have. */
export const HIDDEN_BALANCE = persistedAtom(WALLET_STORAGE_KEYS.hiddenBalance);
