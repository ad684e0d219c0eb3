import type { Handlers } from '../context';
import { addressHandlers } from './addresses';
import { alertHandlers } from './alerts';
import { assetHandlers } from './assets';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { marketHandlers } from './market';
import { portfolioHandlers } from './portfolio';
import { profileHandlers } from './profile';
import { rewardHandlers } from './rewards';
import { transactionHandlers } from './transactions';
import { transferHandlers } from './transfers';
import { addressBookHandlers } from './address-book';
import { walletHandlers } from './wallet';
import { withdrawHandlers } from './withdraw';
import { twoFactorHandlers } from './two-factor';

export const handlers: Handlers = {
  ...configHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...rewardHandlers,
  ...addressHandlers,
  ...assetHandlers,
  ...marketHandlers,
  ...portfolioHandlers,
  ...alertHandlers,
  ...transactionHandlers,
  ...walletHandlers,
  ...transferHandlers,
  ...addressBookHandlers,
  ...withdrawHandlers,
  ...twoFactorHandlers,
};
