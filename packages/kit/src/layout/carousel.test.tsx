// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Carousel } from './carousel';
import { CarouselPlaceholder } from './carousel-placeholder';

afterEach(cleanup);

const SLIDES = ['first', 'second', 'third'].map((name) => ({ key: name, content: <img alt={name} /> }));

describe('Carousel', () => {
  it('shows one slide to assistive technology and names its dots; a dot chooses its slide', () => {
    const onSelect = vi.fn();
    renderKit(
      <Carousel
        label="Banners"
        slides={SLIDES}
        index={1}
        onSelect={onSelect}
        dotLabel={(index) => `Banner ${index + 1}`}
      />,
    );
    expect(screen.getByRole('img', { name: 'second' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'first' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Banner 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('keeps its room while loading, marked busy so a snapshot of the page waits for the slides', () => {
    const { container } = renderKit(<CarouselPlaceholder />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
