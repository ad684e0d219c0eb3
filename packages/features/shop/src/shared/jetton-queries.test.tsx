// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Jetton } from '@wallet/api';
import { queryKeys } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { JETTON } from './test-fixtures';
import { shopKeys, useJetton } from './jetton-queries';

afterEach(cleanup);

describe('a jetton followed on its page', () => {
  it('makes the balances old when it ends FAILED, its money back in the Toman balance', async () => {
    let current: Jetton = { ...JETTON, status: 'DELIVERING' };
    const fake = createFakeApi({ 'GET /v1/jetton/41': () => current });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.assets(), { stale: false });
    const seen: string[] = [];
    function Probe() {
      seen.push(useJetton('41').data?.status ?? 'loading');
      return null;
    }
    renderWithProviders(<Probe />, { api: fake.api, queryClient });
    await waitFor(() => expect(seen).toContain('DELIVERING'));
    expect(queryClient.getQueryState(queryKeys.assets())?.isInvalidated).toBe(false);
    current = { ...JETTON, status: 'FAILED', failureReason: 'FRAGMENT_ERROR' };
    await queryClient.refetchQueries({ queryKey: shopKeys.jetton('41') });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.assets())?.isInvalidated).toBe(true));
  });
});
