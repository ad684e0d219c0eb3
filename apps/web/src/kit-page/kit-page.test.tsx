// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitPage } from './kit-page';

afterEach(cleanup);

describe('the kit page', () => {
  it('shows the search field, the checkbox, the loading state and the query failure in every frame', () => {
    const i18nFor = {
      fa: setupI18n({ locale: 'fa', messages: { fa: {} } }),
      en: setupI18n({ locale: 'en', messages: { en: {} } }),
    };
    render(<KitPage i18nFor={i18nFor} />);
    for (const [frame, search, checkbox] of [
      ['fa-light', 'جستجوی ارز', 'قوانین واریز را خواندم'],
      ['fa-dark', 'جستجوی ارز', 'قوانین واریز را خواندم'],
      ['en-light', 'Search coins', 'I have read the deposit rules'],
      ['en-dark', 'Search coins', 'I have read the deposit rules'],
    ] as const) {
      const part = within(screen.getByRole('region', { name: frame }));
      expect(part.getByRole('searchbox', { name: search })).toBeTruthy();
      expect(part.getByRole('checkbox', { name: checkbox })).toHaveProperty('checked', true);
      expect(part.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
      expect(part.getByRole('button', { name: 'Try again' })).toBeTruthy();
    }
    // The page blocks: a titled balance card, tiles, rows and toggles, named as the app's pages name them.
    for (const [frame, balance, transactions, type] of [
      ['fa-light', 'موجودی کل', 'تراکنش‌ها', 'نوع'],
      ['en-dark', 'Total balance', 'Transactions', 'Type'],
    ] as const) {
      const part = within(screen.getByRole('region', { name: frame }));
      expect(part.getByRole('region', { name: balance })).toBeTruthy();
      expect(within(part.getByRole('list', { name: transactions })).getAllByRole('link')).toHaveLength(2);
      const toggles = within(part.getByRole('group', { name: type })).getAllByRole('button');
      expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
        'true',
        'false',
        'false',
      ]);
    }
    // Persian frames read right to left.
    expect(screen.getByRole('region', { name: 'fa-light' }).closest('[dir]')?.getAttribute('dir')).toBe(
      'rtl',
    );
  });
});
