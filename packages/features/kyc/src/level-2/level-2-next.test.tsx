// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KycInfo } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { DocumentUploadProvider } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { forgetCapturedDocuments, setCapturedDocument } from './captured-documents';
import { DocumentsPage } from './documents-page';
import { Level2Page } from './level-2-page';

const USER = { id: '7', displayName: 'Sara', language: 'en', currency: 'IRT', region: 'IR' };

/** GET /v1/kyc of a level-1 user whose level-2 round is in this state. */
const kycInfo = (level2: Partial<KycInfo> = {}): KycInfo => ({
  level: 'LEVEL_1_IR',
  level1Status: 'SUCCEED',
  steps: [
    { step: 'PHONE_NUMBER', status: 'SUCCEED' },
    { step: 'PERSONAL_INFORMATION', status: 'SUCCEED' },
  ],
  phoneNumber: '+989121234567',
  reviewDueAt: null,
  level2Status: 'PENDING',
  level2FailureReason: null,
  level2FailedAt: null,
  ...level2,
});

// A withdrawal refused over the level 1 limit sent the user here.
const FROM = '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX';
const WITH_NEXT = `?nextUrl=${encodeURIComponent(FROM)}`;

function open(page: ReactNode, path: string, { level = 'LEVEL_1_IR', kyc = kycInfo() } = {}) {
  const { api } = createFakeApi({
    'GET /v1/user/whoami': { ...USER, level },
    'GET /v1/kyc': kyc,
  });
  return renderWithProviders(
    <ThemeRoot appearance="light">
      <DocumentUploadProvider upload={() => new Promise(() => undefined)}>{page}</DocumentUploadProvider>
    </ThemeRoot>,
    { api, path, session: { language: 'en' } },
  );
}

const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  cleanup();
  forgetCapturedDocuments();
});

describe('level 2 as a detour', () => {
  it('[KYC-05] the review under way says what is checked, about how long it takes and what comes next', async () => {
    open(<Level2Page />, `/kyc/level-2${WITH_NEXT}`, { kyc: kycInfo({ level2Status: 'CHECKING' }) });
    expect(await screen.findByText('Your documents are being checked')).toBeTruthy();
    const checks = screen.getByRole('list', { name: 'What we check' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your national ID card: both sides readable, with the national code you gave at level 1.',
      'Your selfie video: your face matches the photo on the card.',
    ]);
    expect(document.body.textContent).toContain('It takes about 3 minutes.');
    expect(document.body.textContent).toContain(
      'What comes next: once accepted, your level 2 limits apply at once.',
    );
  });

  it('an accepted round offers to go back to the page the user was sent from', async () => {
    const { platform, location } = open(<Level2Page />, `/kyc/level-2${WITH_NEXT}`, {
      kyc: kycInfo({ level: 'LEVEL_2_IR', level2Status: 'SUCCEED' }),
    });
    expect(await screen.findByText('Level 2 verified')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue where you were'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(FROM);
  });

  it('a level 2 user sent here goes back, and one who came alone goes back to the wallet', async () => {
    const sent = open(<Level2Page />, `/kyc/level-2${WITH_NEXT}`, { level: 'LEVEL_2_IR' });
    await waitFor(() => expect(sent.platform.mainButton.current()?.text).toBe('Continue where you were'));
    act(() => sent.platform.mainButton.click());
    expect(sent.location.history?.at(-1)).toBe(FROM);
    cleanup();
    const alone = open(<Level2Page />, '/kyc/level-2', { level: 'LEVEL_2_IR' });
    await waitFor(() => expect(alone.platform.mainButton.current()?.text).toBe('Back to the wallet'));
    act(() => alone.platform.mainButton.click());
    expect(alone.location.history?.at(-1)).toBe('/dashboard');
  });

  it('a nextUrl to another site is not followed: the user lands on the dashboard', async () => {
    const { platform, location } = open(<Level2Page />, '/kyc/level-2?nextUrl=%2F%2Fevil.example', {
      level: 'LEVEL_2_IR',
    });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/dashboard');
  });

  it('the steps hand the way back on: the documents, the selfie, then the upload', async () => {
    const steps = open(<Level2Page />, `/kyc/level-2${WITH_NEXT}`);
    fireEvent.click(await screen.findByText('National ID card'));
    expect(steps.location.history?.at(-1)).toBe(`/kyc/level-2/documents${WITH_NEXT}`);
    cleanup();
    setCapturedDocument('NATIONAL_ID_FRONT', JPEG);
    setCapturedDocument('NATIONAL_ID_BACK', JPEG);
    const documents = open(<DocumentsPage />, `/kyc/level-2/documents${WITH_NEXT}`);
    await waitFor(() => expect(documents.platform.mainButton.current()?.text).toBe('Continue'));
    act(() => documents.platform.mainButton.click());
    expect(documents.location.history?.at(-1)).toBe(`/kyc/level-2/selfie${WITH_NEXT}`);
  });

  it('[KYC-01] a level 1 still to do comes back to level 2, which still knows where to return', async () => {
    open(<Level2Page />, `/kyc/level-2${WITH_NEXT}`, { level: 'LEVEL_0' });
    const link = await screen.findByRole('link', { name: 'Go to level 1 verification' });
    expect(link.getAttribute('href')).toBe(
      `/kyc/level-1?nextUrl=${encodeURIComponent(`/kyc/level-2${WITH_NEXT}`)}`,
    );
  });
});
