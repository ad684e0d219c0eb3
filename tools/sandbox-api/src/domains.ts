import type { Domain, Handlers, SandboxControl, SandboxPage, Watcher } from './context';
import { adChequesDomain } from './ad-cheques/domain';
import { authDomain } from './auth/domain';
import { bankDomain } from './rial/domain';
import { botNoticesDomain } from './bot-notices/domain';
import { botShareDomain } from './bot-share/domain';
import { configDomain } from './config/domain';
import { expressBuyDomain } from './express/buy/domain';
import { composeDomains } from './handler-maps';
import { giftCardsDomain } from './gift-cards/domain';
import { giveawaysDomain } from './giveaways/domain';
import { invoicesDomain } from './invoices/domain';
import { kycDomain } from './kyc/domain';
import { marketDomain } from './market/domain';
import { shopDomain } from './shop/domain';
import { tradeDomain } from './trade/domain';
import { usersDomain } from './profile/domain';
import { walletDomain } from './wallet/domain';

/**
 * The sandbox by domain, each a folder under src/ with its handlers, rules and tables. A new domain is its
 * folder and its line here (a domain with tables also re-exports them in db/schema.ts).
 */
export const DOMAINS = [
  configDomain,
  authDomain,
  usersDomain,
  kycDomain,
  marketDomain,
  walletDomain,
  bankDomain,
  expressBuyDomain,
  tradeDomain,
  invoicesDomain,
  adChequesDomain,
  botShareDomain,
  giveawaysDomain,
  shopDomain,
  giftCardsDomain,
  botNoticesDomain,
] as const;

/** One handler per call of the contract: a call no domain answers, or two domains answer, does not compile. */
export const handlers: Handlers = composeDomains(DOMAINS);

/** What moves the simulated world on the sandbox clock: alerts fire, deposits confirm, withdrawals progress. */
export const watchers: readonly Watcher[] = DOMAINS.flatMap((domain: Domain) => domain.watchers ?? []);

/** The sandbox controls the domains declare (on only when SANDBOX_CONTROLS is not 0). */
export const controls: readonly SandboxControl[] = DOMAINS.flatMap((domain: Domain) => domain.controls ?? []);

/** The simulated world's own HTML pages (a bank's mandate page), in both modes. */
export const pages: readonly SandboxPage[] = DOMAINS.flatMap((domain: Domain) => domain.pages ?? []);
