// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { WithdrawalProgress } from './withdrawal-progress';

afterEach(cleanup);

function renderProgress(status: Transaction['status']) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  // Only the status is read.
  const transaction = { status } as Transaction;
  render(
    <I18nProvider i18n={i18n}>
      <WithdrawalProgress transaction={transaction} />
    </I18nProvider>,
  );
  return screen.getAllByRole('listitem').map((step) => step.textContent);
}

describe('WithdrawalProgress', () => {
  it('says which steps are done and marks the current one', () => {
    expect(renderProgress('ACCEPTED_BY_ADMIN')).toEqual([
      'Created(done)',
      'Accepted',
      'Sent to the network',
      'Confirmed by the network',
    ]);
    expect(
      screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('Accepted');
  });

  it('says every step is done once the network confirmed it', () => {
    expect(renderProgress('CONFIRMED_BY_NETWORK')).toEqual([
      'Created(done)',
      'Accepted(done)',
      'Sent to the network(done)',
      'Confirmed by the network(done)',
    ]);
  });
});
