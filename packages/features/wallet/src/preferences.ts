import { persistedAtom, runAtom } from '@wallet/ui';
import type { DisplayCurrency } from './balance-card';
import { WALLET_STORAGE_KEYS } from './storage-keys';

/** The balances are hidden behind dots (DASH-01), under the key users already have. */
export const HIDDEN_BALANCE = persistedAtom(WALLET_STORAGE_KEYS.hiddenBalance);

/** The currency the dashboard shows amounts in: kept while the app runs, US dollars at each start. */
export const CURRENCY_VIEW = runAtom<DisplayCurrency>('USD');
