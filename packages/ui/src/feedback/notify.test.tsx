// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ApiError } from '@wallet/api';
import { renderWithProviders } from '../testing';
import { useNotify, useToasts, type Notify } from './notify';

afterEach(cleanup);

let notify: Notify;
function Probe() {
  notify = useNotify();
  const { toasts } = useToasts();
  return (
    <ul>
      {toasts.map((toast) => (
        <li key={toast.id} data-tone={toast.tone}>
          {toast.text}
        </li>
      ))}
    </ul>
  );
}

const failure = (status: number, codeString: string, localizedMessage: string | null) =>
  new ApiError({ kind: status ? 'http' : 'network', status, codeString, localizedMessage, call: 'any' });

describe('notify', () => {
  it('[ERR-01] shows the server message, else the 429 text, else the connection error', () => {
    renderWithProviders(<Probe />);
    act(() => notify.error(failure(400, 'WRONG_OTP_CODE', 'The code is wrong.')));
    act(() => notify.error(failure(429, 'HTTP_429', null)));
    act(() => notify.error(failure(0, 'CONNECTION_ERROR', null)));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The code is wrong.',
      'Too many requests. Please wait a moment and try again.',
      'Could not reach the server. Check your connection and try again.',
    ]);
  });

  it('[ERR-02] plays the error haptic, except for 401 and 403, which show nothing', () => {
    const { platform } = renderWithProviders(<Probe />);
    act(() => notify.error(failure(401, 'UNAUTHORIZED', 'Log in again')));
    act(() => notify.error(failure(403, 'FORBIDDEN', 'No')));
    expect(platform.hapticsLog).toEqual([]);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => notify.error(failure(500, 'HTTP_500', null)));
    expect(platform.hapticsLog).toEqual(['notification:error']);
  });

  it('[ERR-04] the default success message is successfullyDone', () => {
    renderWithProviders(<Probe />);
    act(() => notify.success());
    expect(screen.getByRole('listitem').textContent).toBe('Done successfully');
  });
});
