import { AdChequeInfoPage as AdChequeInfoUngated } from './ad-cheque/ad-cheque-info-page';
import { AdChequeNewPage as AdChequeNewUngated } from './ad-cheque/ad-cheque-new-page';
import { AdChequesPage as AdChequesUngated } from './ad-cheque/ad-cheques-page';
import { GiveawaysScreen as GiveawaysUngated } from './giveaway/giveaways-page';
import { GiveawayNewPage as GiveawayNewUngated } from './giveaway/giveaway-new-page';
import { withShopGate } from './shop/shop-gate';

export { ChequeCaptchaPage } from './claim/cheque-captcha-page';

// The shop's items shared in Telegram, ad cheques (with the claim page a shared cheque opens) and giveaways, load
// together: one lazy chunk, fewer entries in start-up code. Every shop page but the claim page is behind the
// hide-shop rule of the bottom navigation's tab (shop-gate.tsx).
export const AdChequeInfoPage = withShopGate(AdChequeInfoUngated);
export const AdChequeNewPage = withShopGate(AdChequeNewUngated);
export const AdChequesPage = withShopGate(AdChequesUngated);
export const GiveawaysScreen = withShopGate(GiveawaysUngated);
export const GiveawayNewPage = withShopGate(GiveawayNewUngated);
