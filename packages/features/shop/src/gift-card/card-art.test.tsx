// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_DESIGNS } from '@wallet/api';
import { GiftCardArt } from './card-art';

afterEach(cleanup);

describe('the gift card artwork', () => {
  it('[SHOP-04] draws each of the five designs with its own artwork', () => {
    const drawings = GIFT_CARD_DESIGNS.map((design) => {
      const { container } = render(<GiftCardArt design={design} />);
      const svg = container.querySelector('svg')!;
      // A thumbnail beside the design's name is a decoration.
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      // The gradient's id differs per card drawn; the drawing itself is compared.
      const drawing = svg.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, '');
      cleanup();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(GIFT_CARD_DESIGNS.length);
  });

  it('writes the amount and the name on a preview, named for screen readers', () => {
    render(<GiftCardArt design="nowruz" amount="200,000 Toman" recipientName="Sara" label="Card preview" />);
    const preview = screen.getByRole('img', { name: 'Card preview' });
    expect(preview.textContent).toBe('200,000 TomanSara');
    expect(preview.getAttribute('width')).toBe('100%');
  });
});
