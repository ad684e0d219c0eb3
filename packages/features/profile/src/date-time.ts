import { useSession } from '@wallet/ui';

const LOCALES = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', fr: 'fr-FR', ru: 'ru-RU', zh: 'zh-CN' } as const;

/** Formats an ISO date and time in the user's language (the Persian calendar in Persian). */
export function useDateTime(): (iso: string) => string {
  const { language } = useSession();
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
