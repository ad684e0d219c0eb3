// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type KycDocumentType, type KycInfo, type UploadDocument } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, createTypedStorage, type MemoryPlatform } from '@wallet/platform';
import { DocumentUploadProvider } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { kycKeys } from '../shared/kyc-queries';
import { forgetCapturedDocuments, setCapturedDocument } from './captured-documents';
import { Level2Page } from './level-2-page';
import { SelfiePage } from './selfie-page';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';
import { UploadPage } from './upload-page';

const USER = {
  id: '7',
  displayName: 'Sara',
  officialFirstName: null,
  officialLastName: null,
  username: null,
  language: 'en',
  currency: 'IRT',
  region: 'IR',
  sessionId: 's1',
  signupDate: '2026-01-01T00:00:00.000Z',
  profileUrl: null,
  intercomHmac: 'h',
  phoneNumbers: [],
  emails: [],
};

const failUpload = (type: KycDocumentType, codeString: string, status = 400) =>
  new ApiError({ kind: 'http', status, codeString, localizedMessage: null, call: 'uploadKycDocument' });

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

function renderPage(
  page: ReactNode,
  {
    level = 'LEVEL_1_IR',
    kyc = () => kycInfo(),
    upload,
    platform,
    path = '/kyc/level-2',
    queryClient,
  }: {
    level?: string;
    kyc?: () => KycInfo;
    upload?: UploadDocument;
    platform?: MemoryPlatform;
    path?: string;
    queryClient?: QueryClient;
  } = {},
) {
  const { api } = createFakeApi({
    'GET /v1/user/whoami': { ...USER, level },
    'GET /v1/kyc': () => kyc(),
  });
  const uploader: UploadDocument = upload ?? (() => new Promise(() => undefined));
  return renderWithProviders(
    <ThemeRoot appearance="light">
      <DocumentUploadProvider upload={uploader}>{page}</DocumentUploadProvider>
    </ThemeRoot>,
    { api, path, ...(platform ? { platform } : {}), ...(queryClient ? { queryClient } : {}) },
  );
}

const UPLOAD_PATH = '/kyc/level-2/upload';
const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const WEBM = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });

beforeEach(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  cleanup();
  forgetCapturedDocuments();
  vi.unstubAllGlobals();
});

describe('/kyc/level-2', () => {
  it.each(['LEVEL_0', 'SIGNUP', 'LEVEL_1_GLOBAL'])(
    '[KYC-01] sends a %s user to level 1 first',
    async (level) => {
      renderPage(<Level2Page />, { level });
      expect(await screen.findByText('Verify level 1 first')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to level 1 verification' }).getAttribute('href')).toBe(
        '/kyc/level-1?nextUrl=%2Fkyc%2Flevel-2',
      );
    },
  );

  it('tells a LEVEL_2_IR user they are verified', async () => {
    renderPage(<Level2Page />, { level: 'LEVEL_2_IR' });
    expect(await screen.findByText('Level 2 verified')).toBeTruthy();
  });

  it('offers the send button only once the card and the selfie are taken', async () => {
    const { platform } = renderPage(<Level2Page />);
    expect(await screen.findByText('National ID card')).toBeTruthy();
    expect(platform.mainButton.current()).toBeNull();
    act(() => {
      setCapturedDocument('NATIONAL_ID_FRONT', JPEG);
      setCapturedDocument('NATIONAL_ID_BACK', JPEG);
      setCapturedDocument('SELFIE_VIDEO', WEBM);
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Send documents'));
  });

  it('[KYC-05] says the documents are being checked while the round is CHECKING', async () => {
    renderPage(<Level2Page />, { kyc: () => kycInfo({ level2Status: 'CHECKING' }) });
    expect(await screen.findByText('Your documents are being checked')).toBeTruthy();
    expect(screen.queryByText('National ID card')).toBeNull();
  });

  it('[KYC-05] shows a turned-down round as failed with the reviewer’s reason, and lets the documents be sent again', async () => {
    const failedAt = '2026-11-20T10:00:00.000Z';
    let info = kycInfo({
      level2Status: 'FAILED',
      level2FailureReason: 'FACE_MISMATCH',
      level2FailedAt: failedAt,
    });
    const platform = createMemoryPlatform();
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    await storage.set(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt, Date.now() - 60_000);
    setCapturedDocument('SELFIE_VIDEO', WEBM);
    renderPage(<Level2Page />, { platform, kyc: () => info });

    expect(await screen.findByText('Level 2 verification failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'The face in the selfie video does not match the photo on the national ID card.',
    );
    expect(screen.queryByText('Your documents are being checked')).toBeNull();
    await waitFor(async () => expect(await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Send the documents again' }));
    expect(await screen.findByText('National ID card')).toBeTruthy();
    expect(screen.queryByText('Level 2 verification failed')).toBeNull();
    // The old round's selfie is not offered again: every document is to be taken anew.
    expect(screen.getAllByText('To do')).toHaveLength(2);
    expect(platform.mainButton.current()).toBeNull();
    expect(await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2Resending)).toBe(failedAt);

    // A later turned-down round is shown again, even though the user chose to resend after the first.
    info = kycInfo({
      level2Status: 'FAILED',
      level2FailureReason: 'SELFIE_UNCLEAR',
      level2FailedAt: '2026-11-21T10:00:00.000Z',
    });
    cleanup();
    renderPage(<Level2Page />, { platform, kyc: () => info });
    expect(await screen.findByText(/Your face cannot be seen clearly in the selfie video/)).toBeTruthy();
  });

  it('shows level 2 verified once the round is accepted, though whoami still said level 1', async () => {
    // whoami answers level 1 until the accepted round has been read; nothing polls it after the review.
    let isAccepted = false;
    const { api } = createFakeApi({
      'GET /v1/user/whoami': () => ({ ...USER, level: isAccepted ? 'LEVEL_2_IR' : 'LEVEL_1_IR' }),
      'GET /v1/kyc': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        isAccepted = true;
        return kycInfo({ level: 'LEVEL_2_IR', level2Status: 'SUCCEED' });
      },
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <Level2Page />
      </ThemeRoot>,
      { api, path: '/kyc/level-2' },
    );
    expect(await screen.findByText('Level 2 verified', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('[KYC-05] words a round turned down without a known reason', async () => {
    renderPage(<Level2Page />, {
      kyc: () => kycInfo({ level2Status: 'FAILED', level2FailedAt: '2026-11-20T10:00:00.000Z' }),
    });
    expect(await screen.findByText('The reviewer did not accept your documents.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the documents again' })).toBeTruthy();
  });
});

describe('/kyc/level-2/upload', () => {
  it('retries only the failed document, counts a duplicate as done, then clears the record [KYC-09] [ERR-14]', async () => {
    setCapturedDocument('NATIONAL_ID_FRONT', JPEG);
    setCapturedDocument('NATIONAL_ID_BACK', JPEG);
    setCapturedDocument('SELFIE_VIDEO', WEBM);
    const sent: KycDocumentType[] = [];
    let backTries = 0;
    const upload: UploadDocument = async (type, data, options) => {
      sent.push(type);
      options?.onProgress?.({ loaded: data.size, total: data.size });
      if (type === 'NATIONAL_ID_FRONT') throw failUpload(type, 'DUPLICATE_KYC_DOCUMENT', 409);
      if (type === 'NATIONAL_ID_BACK' && ++backTries === 1) throw failUpload(type, 'BAD_INPUT_VALUES');
      return { type, uploadedTypes: [type], status: 'PENDING' };
    };
    const { platform, location } = renderPage(<UploadPage />, { upload, path: UPLOAD_PATH });

    const retry = await screen.findByRole('button', { name: 'Error uploading documents (click to retry)' });
    expect([...sent].sort()).toEqual(['NATIONAL_ID_BACK', 'NATIONAL_ID_FRONT', 'SELFIE_VIDEO']);
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    const stored = await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads);
    expect(stored.NATIONAL_ID_FRONT?.succeed).toBe(true);
    expect(stored.NATIONAL_ID_BACK).toMatchObject({ error: true, succeed: false });

    fireEvent.click(retry);
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/level-2'));
    expect(sent.filter((type) => type === 'NATIONAL_ID_BACK')).toHaveLength(2);
    expect(sent).toHaveLength(4);
    expect(await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads)).toEqual({});
    expect(await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt)).not.toBeNull();
  });

  it('[ERR-06] counts a document the server already has (DUPLICATE_KYC_DOCUMENT) as fully loaded, not failed, and clears the cached KYC info', async () => {
    setCapturedDocument('NATIONAL_ID_FRONT', JPEG);
    setCapturedDocument('NATIONAL_ID_BACK', JPEG);
    setCapturedDocument('SELFIE_VIDEO', WEBM);
    let finishBack: () => void = () => undefined;
    const upload: UploadDocument = async (type, data, options) => {
      if (type === 'NATIONAL_ID_FRONT') throw failUpload(type, 'DUPLICATE_KYC_DOCUMENT', 409);
      if (type === 'NATIONAL_ID_BACK') await new Promise<void>((resolve) => (finishBack = resolve));
      options?.onProgress?.({ loaded: data.size, total: data.size });
      return { type, uploadedTypes: [type], status: 'PENDING' };
    };
    const platform = createMemoryPlatform();
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(kycKeys.info(), { level1Status: 'SUCCEED' });
    const { location } = renderPage(<UploadPage />, { upload, platform, path: UPLOAD_PATH, queryClient });
    await waitFor(async () =>
      expect((await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads)).NATIONAL_ID_FRONT).toEqual({
        loaded: JPEG.size,
        total: JPEG.size,
        error: false,
        succeed: true,
      }),
    );
    expect(queryClient.getQueryData(kycKeys.info())).toBeUndefined();
    expect(screen.queryByRole('button', { name: /click to retry/ })).toBeNull();
    await act(async () => finishBack());
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/level-2'));
  });

  it('keeps documents the stored record says are done, sends only the rest, then clears the cached KYC info', async () => {
    setCapturedDocument('SELFIE_VIDEO', WEBM);
    const platform = createMemoryPlatform();
    const done = { loaded: 4, total: 4, error: false, succeed: true };
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    await storage.set(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads, {
      NATIONAL_ID_FRONT: done,
      NATIONAL_ID_BACK: done,
    });
    const sent: KycDocumentType[] = [];
    const upload: UploadDocument = async (type) => {
      sent.push(type);
      return { type, uploadedTypes: [type], status: 'CHECKING' };
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(kycKeys.info(), { level1Status: 'SUCCEED' });
    const { location } = renderPage(<UploadPage />, { upload, platform, path: UPLOAD_PATH, queryClient });
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/level-2'));
    expect(sent).toEqual(['SELFIE_VIDEO']);
    expect(queryClient.getQueryData(kycKeys.info())).toBeUndefined();
  });
});

describe('/kyc/level-2/selfie [KYC-11]', () => {
  it('says "Video not supported" where the page cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderPage(<SelfiePage />);
    expect(await screen.findByText('Video not supported')).toBeTruthy();
  });

  it.each([
    ['web', /blocked the camera and microphone for this site/],
    ['android', /not allowed to use the camera and microphone/],
  ] as const)('shows the %s wording when camera and microphone are refused', async (kind, wording) => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      },
    });
    const platform = createMemoryPlatform({ kind });
    renderPage(<SelfiePage />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the camera' }));
    expect(await screen.findByText('No access to the camera and microphone')).toBeTruthy();
    expect(screen.getByText(wording)).toBeTruthy();
  });
});
