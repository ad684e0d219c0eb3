// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { CoinIcon } from './coin-icon';

afterEach(cleanup);

const icon = (container: HTMLElement) => container.querySelector<HTMLElement>('.kit-coin')!;

describe('CoinIcon', () => {
  it('shows the first letter when there is no picture, at a fixed size', () => {
    const { container } = renderKit(<CoinIcon symbol="usdt" size={32} />);
    expect(icon(container).textContent).toBe('U');
    expect(icon(container).style.width).toBe('32px');
    expect(icon(container).style.height).toBe('32px');
  });

  it('shows the picture, and the letter in the same box once the picture fails', () => {
    const { container } = renderKit(<CoinIcon symbol="BTC" src="/coins/btc.png" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('40');
    expect(image.getAttribute('height')).toBe('40');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(icon(container).textContent).toBe('B');
    expect(icon(container).style.width).toBe('40px');
  });
});
