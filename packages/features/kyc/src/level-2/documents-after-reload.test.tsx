// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycDocumentType } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, createTypedStorage, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { forgetCapturedDocuments } from './captured-documents';
import { DocumentsPage } from './documents-page';
import { SelfiePage } from './selfie-page';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';

const DONE = { loaded: 4, total: 4, error: false, succeed: true };

/** A level-1 user back on a level-2 page after a reload: nothing in memory, the upload record kept. */
async function reopen(page: ReactNode, path: string, sent: KycDocumentType[]) {
  const platform: MemoryPlatform = createMemoryPlatform();
  const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
  await storage.set(
    LEVEL_2_STORAGE_KEYS.kycLevel2Uploads,
    Object.fromEntries(sent.map((type) => [type, DONE])),
  );
  const { api } = createFakeApi({
    'GET /v1/user/whoami': { id: '7', level: 'LEVEL_1_IR', language: 'en', currency: 'IRT', region: 'IR' },
    'GET /v1/kyc': { level: 'LEVEL_1_IR', level1Status: 'SUCCEED', level2Status: 'PENDING', steps: [] },
  });
  const rendered = renderWithProviders(<ThemeRoot appearance="light">{page}</ThemeRoot>, {
    api,
    path,
    platform,
  });
  return { ...rendered, storage };
}

beforeEach(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  cleanup();
  forgetCapturedDocuments();
  vi.unstubAllGlobals();
});

describe('level 2 after a reload, with documents already on the server', () => {
  it('the card page does not ask again for sides the server has, and goes on to the selfie', async () => {
    const { platform, location } = await reopen(<DocumentsPage />, '/kyc/level-2/documents', [
      'NATIONAL_ID_FRONT',
      'NATIONAL_ID_BACK',
    ]);
    expect(await screen.findAllByText('Already sent. Take another photo only to replace it.')).toHaveLength(
      2,
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => platform.mainButton.click());
    expect(location.history.at(-1)).toBe('/kyc/level-2/selfie');
  });

  it('the card page still asks for a side the server lacks', async () => {
    const { platform } = await reopen(<DocumentsPage />, '/kyc/level-2/documents', ['NATIONAL_ID_FRONT']);
    expect(await screen.findAllByText('Already sent. Take another photo only to replace it.')).toHaveLength(
      1,
    );
    expect(platform.mainButton.current()).toBeNull();
  });

  it('with the selfie sent too, the card page goes straight to sending', async () => {
    const { platform, location } = await reopen(<DocumentsPage />, '/kyc/level-2/documents', [
      'NATIONAL_ID_FRONT',
      'NATIONAL_ID_BACK',
      'SELFIE_VIDEO',
    ]);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => platform.mainButton.click());
    expect(location.history.at(-1)).toBe('/kyc/level-2/upload');
  });

  it('a side taken again replaces the one sent: it leaves the upload record, so it is sent again', async () => {
    const { storage } = await reopen(<DocumentsPage />, '/kyc/level-2/documents', [
      'NATIONAL_ID_FRONT',
      'NATIONAL_ID_BACK',
    ]);
    await screen.findAllByText('Already sent. Take another photo only to replace it.');
    const front = screen.getByLabelText('Photo: Front of the national ID card');
    const photo = new File([new Uint8Array([0xff, 0xd8])], 'front.jpg', { type: 'image/jpeg' });
    fireEvent.change(front, { target: { files: [photo] } });
    await waitFor(async () =>
      expect(await storage.get(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads)).toEqual({ NATIONAL_ID_BACK: DONE }),
    );
    expect(screen.getAllByText('Already sent. Take another photo only to replace it.')).toHaveLength(1);
  });

  it('the selfie page lets a sent selfie stand and goes on', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => new Promise(() => undefined) },
    });
    const { platform } = await reopen(<SelfiePage />, '/kyc/level-2/selfie', ['SELFIE_VIDEO']);
    expect(await screen.findByText('Already sent. Record again only to replace it.')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
  });
});
