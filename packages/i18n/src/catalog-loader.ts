import type { I18n, Messages } from '@lingui/core';
import type { SupportedLanguage } from '@wallet/core';

/** One part of a language's catalog, as its chunk's import gives it. */
export type CatalogPart = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalog in two parts (tools/scripts/catalog-parts.ts): `start`, the messages start-up code
 * draws, and `rest`, the messages of code loaded on demand.
 */
export type Catalogs = Record<SupportedLanguage, { start: CatalogPart; rest: CatalogPart }>;

export interface CatalogLoader {
  /** Loads a language's start part (and its rest once lazy code wanted it) and makes it the active one. */
  activateLanguage(language: SupportedLanguage): Promise<void>;
  /**
   * Loads the rest of the active language's catalog, for code loaded on demand. Once asked for, every
   * language activated after loads it too; asked for before any, the first activation loads it.
   */
  loadRestOfCatalog(): Promise<void>;
}

/**
 * Loads catalogs into `i18n`: only the chosen language, and its rest only once asked for. A message drawn
 * while the rest is not there (no code should) asks for it, and the page redraws when it arrives.
 */
export function catalogLoader(catalogs: Catalogs, i18n: I18n): CatalogLoader {
  let language: SupportedLanguage | undefined;
  let isRestWanted = false;
  const restLoads = new Map<SupportedLanguage, Promise<void>>();

  const loadRest = (of: SupportedLanguage): Promise<void> => {
    let loading = restLoads.get(of);
    if (!loading) {
      loading = catalogs[of].rest().then(({ messages }) => i18n.load(of, { ...messages }));
      // A part that did not arrive (a dropped connection) is asked for again next time.
      loading.catch(() => restLoads.delete(of));
      restLoads.set(of, loading);
    }
    return loading;
  };

  const loader: CatalogLoader = {
    async activateLanguage(next) {
      language = next;
      const [{ messages }] = await Promise.all([
        catalogs[next].start(),
        isRestWanted ? loadRest(next) : null,
      ]);
      i18n.load(next, { ...messages });
      i18n.activate(next);
    },
    loadRestOfCatalog() {
      isRestWanted = true;
      return language ? loadRest(language) : Promise.resolve();
    },
  };
  i18n.on('missing', () => void loader.loadRestOfCatalog().catch(() => undefined));
  return loader;
}
