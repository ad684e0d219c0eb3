import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api';
import { DEFAULT_SUCCESS_MESSAGE, errorFeedback } from './errors';

const apiError = (status: number, codeString: string, localizedMessage: string | null) =>
  new ApiError({ kind: status ? 'http' : 'network', status, codeString, localizedMessage, call: 'any' });

describe('error handling rules of spec 001 §8', () => {
  it.each([
    [
      'a server message',
      apiError(400, 'WRONG_OTP_CODE', 'کد نادرست است'),
      { kind: 'server', text: 'کد نادرست است' },
    ],
    [
      'a 429 with a message',
      apiError(429, 'TOO_MANY_OTP_REQUESTS', 'صبر کنید'),
      { kind: 'server', text: 'صبر کنید' },
    ],
    ['a 429 without a message', apiError(429, 'HTTP_429', null), { kind: 'catalog', key: 'tooManyRequests' }],
    ['a 500 without a message', apiError(500, 'HTTP_500', null), { kind: 'catalog', key: 'connectionError' }],
    ['no answer at all', apiError(0, 'CONNECTION_ERROR', null), { kind: 'catalog', key: 'connectionError' }],
    ['a non-API error', new Error('boom'), { kind: 'catalog', key: 'connectionError' }],
  ])('[ERR-01] %s shows %o', (_, error, message) => {
    expect(errorFeedback(error).message).toEqual(message);
  });

  it.each([
    [400, true],
    [429, true],
    [500, true],
    [0, true],
    [401, false],
    [403, false],
  ])('[ERR-02] status %d plays the error haptic: %s', (status, haptic) => {
    expect(errorFeedback(apiError(status, 'X', 'm')).hapticError).toBe(haptic);
  });

  it.each([401, 403])('[ERR-03] %d shows no message and starts the session flow', (status) => {
    expect(errorFeedback(apiError(status, 'UNAUTHORIZED', 'Please log in again.'))).toEqual({
      message: null,
      hapticError: false,
      action: 'sessionFlow',
    });
  });

  it('[ERR-04] the default success message is successfullyDone', () => {
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('successfullyDone');
  });

  it('[ERR-07] INSUFFICIENT_USER_LEVEL shows no message and opens the upgrade prompt', () => {
    expect(errorFeedback(apiError(403, 'INSUFFICIENT_USER_LEVEL', 'x'))).toEqual({
      message: null,
      hapticError: false,
      action: 'upgradePrompt',
    });
    expect(errorFeedback(apiError(400, 'INSUFFICIENT_USER_LEVEL', 'x'))).toEqual({
      message: null,
      hapticError: true,
      action: 'upgradePrompt',
    });
  });

  it('TELEGRAM_IS_LOGGED_OUT leads to login, with no message', () => {
    expect(errorFeedback(apiError(401, 'TELEGRAM_IS_LOGGED_OUT', 'x'))).toMatchObject({
      message: null,
      action: 'telegramLoggedOut',
    });
  });
});
