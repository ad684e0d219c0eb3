import type { LocalizedName } from '@wallet/api';

/** Spec 000 §3: names are per language, with English as the fallback. */
export function coinName(name: LocalizedName, language: string): string {
  return name[language as keyof LocalizedName] || name.en;
}
