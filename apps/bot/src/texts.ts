// What the bot says, in the languages of the app (spec 000: fa first). The bot has no React, so its words live
// here, a table per language; a user whose Telegram speaks another language reads Persian.

export const BOT_LANGUAGES = ['fa', 'en'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

/** The user's language from Telegram's `language_code` (`en-US` is English), Persian otherwise. */
export function languageOf(code: string | undefined): BotLanguage {
  const base = code?.toLowerCase().split('-')[0];
  return base === 'en' ? 'en' : 'fa';
}

export type NotificationKind =
  'depositCredited' | 'withdrawalConfirmed' | 'priceAlert' | 'chequeClaimed' | 'giveawayWon';

export interface NotificationData {
  /** An amount as the wallet writes it, with its unit (`2,000,000 Toman`, `10 USDT`). */
  amount?: string;
  /** A coin's symbol. */
  coin?: string;
  /** A price as the wallet writes it, with its unit. */
  price?: string;
}

interface Texts {
  welcome: string;
  welcomeWithLink: string;
  openWallet: string;
  open: string;
  menuButton: string;
  noSharedItems: string;
  notifications: Record<NotificationKind, (data: NotificationData) => string>;
  seeInWallet: string;
}

export const TEXTS: Record<BotLanguage, Texts> = {
  fa: {
    welcome: 'به کیف پول خوش آمدید: رمزارز و تومان در یک جا. برای شروع کیف پول را باز کنید.',
    welcomeWithLink: 'این پیوند شما را به کیف پول می‌برد. برای دیدن آن، کیف پول را باز کنید.',
    openWallet: 'باز کردن کیف پول',
    open: 'باز کردن',
    menuButton: 'کیف پول',
    noSharedItems: 'ساخت چک یا قرعه‌کشی',
    notifications: {
      depositCredited: ({ amount }) => `واریز ${amount} به کیف پول شما نشست.`,
      withdrawalConfirmed: ({ amount }) => `برداشت ${amount} در شبکه تأیید شد.`,
      priceAlert: ({ coin, price }) => `قیمت ${coin} به ${price} رسید.`,
      chequeClaimed: ({ amount }) => `چک شما دریافت شد: ${amount} از آن پرداخت شد.`,
      giveawayWon: ({ amount }) => `تبریک! در قرعه‌کشی برنده شدید: ${amount} به کیف پول شما واریز شد.`,
    },
    seeInWallet: 'دیدن در کیف پول',
  },
  en: {
    welcome: 'Welcome to the wallet: crypto and Toman in one place. Open the wallet to start.',
    welcomeWithLink: 'This link takes you into the wallet. Open the wallet to see it.',
    openWallet: 'Open the wallet',
    open: 'Open',
    menuButton: 'Wallet',
    noSharedItems: 'Create a cheque or a giveaway',
    notifications: {
      depositCredited: ({ amount }) => `Your deposit of ${amount} has arrived in your wallet.`,
      withdrawalConfirmed: ({ amount }) => `Your withdrawal of ${amount} is confirmed on the network.`,
      priceAlert: ({ coin, price }) => `${coin} has reached ${price}.`,
      chequeClaimed: ({ amount }) => `Your cheque was claimed: ${amount} was paid from it.`,
      giveawayWon: ({ amount }) => `Congratulations! You won the giveaway: ${amount} is in your wallet.`,
    },
    seeInWallet: 'See it in the wallet',
  },
};
