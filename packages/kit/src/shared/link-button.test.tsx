// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { LinkButton } from './link-button';

afterEach(cleanup);

/** What a router link with `asChild` does: hands its child the address and its click. */
function RouterLink({
  href,
  onNavigate,
  children,
}: {
  href: string;
  onNavigate: () => void;
  children: ReactElement;
}) {
  return cloneElement(children as ReactElement<{ href: string; onClick: () => void }>, {
    href,
    onClick: onNavigate,
  });
}

describe('LinkButton', () => {
  it('is a link to the address its router hands it, and the click is the router’s', () => {
    const onNavigate = vi.fn();
    renderKit(
      <RouterLink href="/address-book" onNavigate={onNavigate}>
        <LinkButton isStretched>Address book</LinkButton>
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Address book' });
    expect(link.getAttribute('href')).toBe('/address-book');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
