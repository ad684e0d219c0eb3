// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KycInfo } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { CheckingPage } from './review-pages';

afterEach(cleanup);

const CHECKING: KycInfo = {
  level: 'LEVEL_0',
  level1Status: 'CHECKING',
  steps: [
    { step: 'PHONE_NUMBER', status: 'SUCCEED' },
    { step: 'PERSONAL_INFORMATION', status: 'CHECKING' },
  ],
  phoneNumber: '+989121234567',
  reviewDueAt: new Date(Date.now() + 60_000).toISOString(),
  level2Status: 'PENDING',
  level2FailureReason: null,
  level2FailedAt: null,
};

describe('/kyc/level-1/checking', () => {
  it('[KYC-05] says what is checked, about how long it takes and what comes next, with no placeholders', async () => {
    const { api } = createFakeApi({ 'GET /v1/kyc': CHECKING });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <CheckingPage />
      </ThemeRoot>,
      { api, path: '/kyc/level-1/checking?nextUrl=%2Frial-withdraw' },
    );
    const checks = await screen.findByRole('list', { name: 'What we check' });
    expect([...checks.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Your national code and birth date, in the national registry.',
      'Your mobile number, registered to the owner of that national code.',
    ]);
    expect(document.body.textContent).toContain('This takes about a minute.');
    expect(document.body.textContent).toContain(
      'What comes next: once accepted, you can deposit and withdraw Toman.',
    );
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
