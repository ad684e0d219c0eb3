// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInformation, UserLevel } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { queryKeys } from '../index';
import { renderWithProviders } from '../testing';
import { KYC_REDIRECT_DELAY_MS, LevelOneGate } from './level-one-gate';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NEXT_URL = '/rial-withdraw?backToDashboard=true';

function openGate(level: UserLevel) {
  vi.useFakeTimers();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.whoami(), { id: '7', displayName: 'Sara', level } as UserInformation);
  return renderWithProviders(
    <ThemeRoot appearance="light">
      <LevelOneGate nextUrl={NEXT_URL} kycNeeded="Toman withdrawal needs identity verification level 1.">
        <p>Bank form</p>
      </LevelOneGate>
    </ThemeRoot>,
    { path: NEXT_URL, queryClient, session: { language: 'en' } },
  );
}

describe('LevelOneGate', () => {
  it('[RIAL-02] waits exactly KYC_REDIRECT_DELAY_MS (3 s) before opening the register form with nextUrl', () => {
    expect(KYC_REDIRECT_DELAY_MS).toBe(3_000);
    const { location } = openGate('LEVEL_0');
    expect(screen.getByRole('status').textContent).toContain(
      'Toman withdrawal needs identity verification level 1.',
    );
    expect(screen.queryByText('Bank form')).toBeNull();
    act(() => vi.advanceTimersByTime(2_900));
    expect(location.history).toEqual([NEXT_URL]);
    act(() => vi.advanceTimersByTime(100));
    expect(location.history).toEqual([`/kyc/level-1/register-form?nextUrl=${encodeURIComponent(NEXT_URL)}`]);
  });

  it('[RIAL-01] lets a level 1 user through and never redirects', () => {
    const { location, platform } = openGate('LEVEL_1_IR');
    expect(screen.getByText('Bank form')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(location.history).toEqual([NEXT_URL]);
    expect(platform.mainButton.current()).toBeNull();
  });

  it('stops its timer when the page is left before 3 s', () => {
    const { location, unmount } = openGate('SIGNUP');
    act(() => vi.advanceTimersByTime(1_000));
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(location.history).toEqual([NEXT_URL]);
  });
});
