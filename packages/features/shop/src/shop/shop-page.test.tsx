// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '@wallet/kit';
import { renderWithProviders } from '@wallet/ui/testing';
import { ShopPage } from './shop-page';

afterEach(cleanup);

describe('the shop', () => {
  it('lists what it sells today, ad cheques and giveaways, as links to their pages', () => {
    renderWithProviders(
      <ThemeRoot appearance="light">
        <ShopPage />
      </ThemeRoot>,
      { path: '/shop' },
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/shop/ad-cheque', '/shop/giveaway']);
    expect(links[0]!.textContent).toMatch(/Ad cheques/);
    expect(links[1]!.textContent).toMatch(/Giveaways/);
  });
});
