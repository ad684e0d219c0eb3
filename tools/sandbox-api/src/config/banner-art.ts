import type { Language } from '@wallet/api';

type Words = { title: string; subtitle: string };

/**
 * Colours and words for each seeded banner's artwork; the sandbox draws them instead of shipping images. Each
 * language has its own artwork, all in that language: Persian for fa, English for the others.
 */
const ART: Record<string, { from: string; to: string; fa: Words; en: Words }> = {
  ISWAP: {
    from: '#2481cc',
    to: '#6a5cff',
    fa: { title: 'دعوت از دوستان', subtitle: '۳۰٪ کارمزد معاملات دوستانتان برای شما' },
    en: { title: 'Invite friends', subtitle: 'Earn 30% of their fees' },
  },
  KYC_LEVEL_1: {
    from: '#0f9d58',
    to: '#36c07b',
    fa: { title: 'احراز هویت', subtitle: 'برای معامله با تومان' },
    en: { title: 'Verify your identity', subtitle: 'To trade in Toman' },
  },
  YALDA: {
    from: '#b3261e',
    to: '#f06b3a',
    fa: { title: 'جشنواره یلدا', subtitle: 'هدیه‌های شب یلدا' },
    en: { title: 'Yalda festival', subtitle: 'Gifts for the longest night' },
  },
  CHANNEL: {
    from: '#229ed9',
    to: '#47c1f5',
    fa: { title: 'کانال تلگرام', subtitle: 'تازه‌ترین خبرها در تلگرام' },
    en: { title: 'Telegram channel', subtitle: 'News on Telegram' },
  },
  SECURITY_TIP: {
    from: '#37474f',
    to: '#607d8b',
    fa: { title: 'نکته امنیتی', subtitle: 'کد ورود را به هیچ‌کس ندهید' },
    en: { title: 'Security tip', subtitle: 'Never share your login code' },
  },
};

/** The artwork's language: its own for fa, English for every other language. */
export type ArtLanguage = 'fa' | 'en';
export const artLanguage = (language: Language): ArtLanguage => (language === 'fa' ? 'fa' : 'en');

/** Where a seeded banner's artwork is served in a language (the seed names it without one). */
export function localizedBannerSrc(src: string, language: Language): string {
  const file = src.startsWith('/banners/') ? src.slice('/banners/'.length) : null;
  return file && !file.includes('/') ? `/banners/${artLanguage(language)}/${file}` : src;
}

export function bannerSvg(name: string, language: ArtLanguage): string | null {
  const art = ART[name];
  if (!art) return null;
  const words = art[language];
  // Persian artwork is read right to left: its words stand at the right edge; English ones at the left.
  const [x, anchor] = language === 'fa' ? [560, 'end'] : [40, 'start'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="600" height="200" fill="url(#g)"/>
<circle cx="520" cy="40" r="110" fill="#fff" opacity="0.08"/>
<text x="${x}" y="95" fill="#fff" font-family="Vazirmatn, Tahoma, sans-serif" font-size="40" font-weight="700" text-anchor="${anchor}">${words.title}</text>
<text x="${x}" y="140" fill="#fff" opacity="0.85" font-family="Vazirmatn, system-ui, sans-serif" font-size="22" text-anchor="${anchor}">${words.subtitle}</text>
</svg>`;
}
