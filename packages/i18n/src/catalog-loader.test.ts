import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogLoader, type Catalogs } from './catalog-loader';

/** Catalog parts that record each fetch, and fail while their name is in `failing`. */
function fakeCatalogs() {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const part = (name: string, messages: Record<string, string[]>) => async () => {
    fetched.push(name);
    if (failing.has(name)) throw new Error(`${name} did not arrive`);
    return { messages };
  };
  const language = (code: string, home: string, deposit: string) => ({
    start: part(`${code}:start`, { home: [home] }),
    rest: part(`${code}:rest`, { deposit: [deposit] }),
  });
  const catalogs: Catalogs = {
    fa: language('fa', 'خانه', 'واریز'),
    en: language('en', 'Home', 'Deposit'),
    fr: language('fr', 'Accueil', 'Dépôt'),
    ru: language('ru', 'Главная', 'Пополнение'),
    zh: language('zh', '首页', '充值'),
  };
  const i18n = setupI18n();
  return { i18n, fetched, failing, ...catalogLoader(catalogs, i18n) };
}

describe('the catalog in two parts', () => {
  it('starts with only the start part of the chosen language', async () => {
    const { i18n, fetched, activateLanguage } = fakeCatalogs();
    await activateLanguage('fa');
    expect(fetched).toEqual(['fa:start']);
    expect(i18n.locale).toBe('fa');
    expect(i18n._('home')).toBe('خانه');
  });

  it('loads the rest once lazy code asks for it, and only once', async () => {
    const { i18n, fetched, activateLanguage, loadRestOfCatalog } = fakeCatalogs();
    await activateLanguage('fa');
    await Promise.all([loadRestOfCatalog(), loadRestOfCatalog()]);
    await loadRestOfCatalog();
    expect(fetched).toEqual(['fa:start', 'fa:rest']);
    expect(i18n._('deposit')).toBe('واریز');
    expect(i18n._('home')).toBe('خانه');
  });

  it('loads the rest with each language activated after it was wanted, before making it active', async () => {
    const { i18n, fetched, activateLanguage, loadRestOfCatalog } = fakeCatalogs();
    await activateLanguage('fa');
    await loadRestOfCatalog();
    await activateLanguage('en');
    expect(fetched).toEqual(['fa:start', 'fa:rest', 'en:start', 'en:rest']);
    expect(i18n.locale).toBe('en');
    expect(i18n._('deposit')).toBe('Deposit');
  });

  it('asked for before any language is chosen, the rest comes with the first activation', async () => {
    const { i18n, fetched, activateLanguage, loadRestOfCatalog } = fakeCatalogs();
    await loadRestOfCatalog();
    expect(fetched).toEqual([]);
    await activateLanguage('fa');
    expect(fetched).toEqual(['fa:start', 'fa:rest']);
    expect(i18n._('deposit')).toBe('واریز');
  });

  it('a rest that did not arrive fails its load and is asked for again', async () => {
    const { i18n, fetched, failing, activateLanguage, loadRestOfCatalog } = fakeCatalogs();
    await activateLanguage('fa');
    failing.add('fa:rest');
    await expect(loadRestOfCatalog()).rejects.toThrow('fa:rest did not arrive');
    failing.clear();
    await loadRestOfCatalog();
    expect(fetched).toEqual(['fa:start', 'fa:rest', 'fa:rest']);
    expect(i18n._('deposit')).toBe('واریز');
  });

  it('a message drawn before the rest was asked for loads it, and the page redraws with it', async () => {
    const { i18n, fetched, activateLanguage } = fakeCatalogs();
    await activateLanguage('fa');
    const redrawn = new Promise<void>((resolve) => i18n.on('change', resolve));
    expect(i18n._('deposit')).toBe('deposit');
    await redrawn;
    expect(fetched).toEqual(['fa:start', 'fa:rest']);
    expect(i18n._('deposit')).toBe('واریز');
  });
});
