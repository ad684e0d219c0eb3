// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useApi } from '../data/api-context';
import { createFakeApi, renderWithProviders } from '../testing';
import { useNotify, useToasts } from './notify';

afterEach(cleanup);

const LEVEL_TOO_LOW = {
  status: 403,
  codeString: 'INSUFFICIENT_USER_LEVEL',
  localizedMessage: 'Your level is too low.',
};

/** A screen that only reads: it shows no error of its own. */
function ReadingScreen() {
  const api = useApi();
  useQuery({ queryKey: ['whoami'], queryFn: () => api.whoami() });
  return <ToastList />;
}

/** A screen that acts, and reports a failure through the shared feedback. */
function ActingScreen() {
  const api = useApi();
  const notify = useNotify();
  const logout = useMutation({ mutationFn: () => api.logout(), onError: (error) => notify.error(error) });
  return (
    <>
      <button type="button" onClick={() => logout.mutate()}>
        Act
      </button>
      <ToastList />
    </>
  );
}

function ToastList() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.text}</li>
      ))}
    </ul>
  );
}

const toastTexts = () =>
  within(screen.getByRole('list', { name: 'Toasts' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const findPrompt = () => screen.findByRole('dialog', { name: 'Verify your identity' });

describe('the upgrade prompt', () => {
  it('[ERR-07] a query on any screen answering INSUFFICIENT_USER_LEVEL opens it, with no message', async () => {
    const { api } = createFakeApi({ 'GET /v1/user/whoami': LEVEL_TOO_LOW });
    const { location, platform } = renderWithProviders(<ReadingScreen />, { api, path: '/market' });
    const prompt = await findPrompt();
    expect(within(prompt).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/kyc/level-1?nextUrl=%2Fmarket',
    );
    expect(toastTexts()).toEqual([]);
    expect(document.body.textContent).not.toContain('Your level is too low.');
    expect(platform.hapticsLog).toEqual([]);
    expect(location.history).toEqual(['/market']);
  });

  it('[ERR-07] a mutation reported through notify.error opens it once, with no toast', async () => {
    const { api } = createFakeApi({ 'POST /v1/authentication/logout': LEVEL_TOO_LOW });
    renderWithProviders(<ActingScreen />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    await findPrompt();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(toastTexts()).toEqual([]);
  });

  it('leads to level 1 verification, which returns to the page, and closes', async () => {
    const { api } = createFakeApi({ 'GET /v1/user/whoami': LEVEL_TOO_LOW });
    const { location } = renderWithProviders(<ReadingScreen />, { api, path: '/market' });
    fireEvent.click(within(await findPrompt()).getByRole('link', { name: 'Verify identity' }));
    expect(location.history?.at(-1)).toBe('/kyc/level-1?nextUrl=%2Fmarket');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Not now and with the Back button', async () => {
    const { api } = createFakeApi({ 'GET /v1/user/whoami': LEVEL_TOO_LOW });
    const { platform, queryClient } = renderWithProviders(<ReadingScreen />, { api });
    fireEvent.click(within(await findPrompt()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => queryClient.refetchQueries({ queryKey: ['whoami'] }));
    await findPrompt();
    await waitFor(() => expect(platform.backButton.isVisible()).toBe(true));
    act(() => platform.backButton.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('other 403 answers leave it closed (the session flow handles them)', async () => {
    const { api } = createFakeApi({
      'GET /v1/user/whoami': { status: 403, codeString: 'FORBIDDEN', localizedMessage: null },
    });
    const { queryClient } = renderWithProviders(<ReadingScreen />, { api });
    await waitFor(() => expect(queryClient.getQueryState(['whoami'])?.status).toBe('error'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
