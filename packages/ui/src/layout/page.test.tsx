// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Page } from './page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The back-button stack shows the host button after a short settle delay.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('a page with Back', () => {
  it('[NAV-05] with backToDashboard=true, Back replaces history with /dashboard', async () => {
    const { platform, location } = renderWithProviders(<Page title="Bitcoin">content</Page>, {
      path: '/coin/BTC?backToDashboard=true',
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Bitcoin' })).toBeTruthy();
    expect(platform.backButton.isVisible()).toBe(true);
    act(() => platform.backButton.click());
    expect(location.history).toEqual(['/dashboard']);
  });

  it('[NAV-05] otherwise, Back goes one step back in history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { platform, location } = renderWithProviders(<Page title="Bitcoin">content</Page>, {
      path: '/coin/BTC',
    });
    await settle();
    act(() => platform.backButton.click());
    expect(back).toHaveBeenCalledTimes(1);
    expect(location.history).toEqual(['/coin/BTC']);
  });

  it('shows no Back when the page has none', async () => {
    const { platform } = renderWithProviders(
      <Page title="Wallet" back={false}>
        content
      </Page>,
    );
    await settle();
    expect(platform.backButton.isVisible()).toBe(false);
  });
});
