// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInformation } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { CHEQUE } from '../shared/test-fixtures';
import { ChequeCaptchaPage } from './cheque-captcha-page';

afterEach(cleanup);

const ME: UserInformation = {
  id: '42',
  displayName: 'Reza',
  officialFirstName: null,
  officialLastName: null,
  username: null,
  language: 'en',
  currency: 'IRT',
  level: 'LEVEL_1_IR',
  region: 'IR',
  sessionId: '7',
  signupDate: '2026-01-02T10:00:00.000Z',
  profileUrl: null,
  intercomHmac: 'hmac',
  phoneNumbers: [],
  emails: [],
};
const captcha = (id: string) => ({
  captchaId: id,
  image: `data:image/svg+xml;base64,${id}`,
  expiresAt: '2026-11-24T08:10:00.000Z',
});
const CLAIM = {
  chequeId: '5',
  token: 'USDT',
  amount: '1',
  firstLayerReferralPaid: '0',
  secondLayerReferralPaid: '0',
  transactionId: '900',
};
const refusal = (status: number, codeString: string) => ({ status, codeString, localizedMessage: '' });

function renderClaim(routes: FakeRoutes, path = '/cheque/captcha?chequeId=5&referredById=11') {
  const fake = createFakeApi({ 'GET /v1/ad-cheque/5': CHEQUE, 'GET /v1/user/whoami': ME, ...routes });
  renderWithProviders(
    <ThemeRoot appearance="light">
      <ChequeCaptchaPage telegramBotUrl={null} />
    </ThemeRoot>,
    { api: fake.api, path },
  );
  return fake;
}

describe("an ad cheque's claim", () => {
  it('[SHOP-08] asks a captcha for the cheque and referrer, claims with its token and shows the prize and own link', async () => {
    const fake = renderClaim({
      'POST /v1/ad-cheque/captcha/request': captcha('c1'),
      'POST /v1/ad-cheque/captcha/verify': CLAIM,
    });
    expect(await screen.findByText('Happy Nowruz')).toBeTruthy();
    const picture = await screen.findByRole('img', { name: 'Captcha picture' });
    expect(picture.getAttribute('src')).toBe('data:image/svg+xml;base64,c1');
    const asked = fake.requests.find((request) => request.url.endsWith('/captcha/request'))!;
    expect(await asked.json()).toMatchObject({ chequeId: '5', referredById: '11' });

    fireEvent.change(screen.getByLabelText('The characters in the picture'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You got 1 USDT. It is in your balance.')).toBeTruthy();
    const verify = fake.requests.find((request) => request.url.endsWith('/captcha/verify'))!;
    expect(await verify.json()).toMatchObject({ chequeId: '5', referredById: '11', captchaToken: 'c1.ab12' });
    expect(verify.headers.get('idempotency-key')).toBeTruthy();
    // The claimer's own link names them as the referrer.
    expect(await screen.findByText(`${window.location.origin}/redirect?to=c-5-r42`)).toBeTruthy();
  });

  it('[SHOP-08] draws a new picture after a wrong answer and says so', async () => {
    let drawn = 0;
    const fake = renderClaim({
      'POST /v1/ad-cheque/captcha/request': () => captcha(`c${++drawn}`),
      'POST /v1/ad-cheque/captcha/verify': refusal(400, 'CAPTCHA_WRONG'),
    });
    await screen.findByRole('img', { name: 'Captcha picture' });
    fireEvent.change(screen.getByLabelText('The characters in the picture'), { target: { value: 'zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('That was not the text in the picture. Try this new one.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha picture' }).getAttribute('src')).toBe(
        'data:image/svg+xml;base64,c2',
      ),
    );
    expect(fake.calls.filter((call) => call === 'POST /v1/ad-cheque/captcha/request')).toHaveLength(2);
  });

  it.each([
    [
      refusal(409, 'AD_CHEQUE_ALREADY_CLAIMED'),
      'You have already claimed this cheque (on this account or this device).',
    ],
    [refusal(422, 'AD_CHEQUE_OWN_CHEQUE'), 'This is your own cheque: share it, others claim it.'],
    [refusal(429, 'TOO_MANY_REQUESTS'), 'Too many wrong answers: try again in a few minutes.'],
  ])('tells the refusal %o of a captcha', async (answer, text) => {
    renderClaim({ 'POST /v1/ad-cheque/captcha/request': answer });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it.each([
    ['FINISHED', 'This cheque has been claimed in full: nothing is left in it.'],
    ['EXPIRED', 'This cheque has expired.'],
  ] as const)('asks no captcha for a %s cheque and says why', async (status, text) => {
    const fake = createFakeApi({ 'GET /v1/ad-cheque/5': { ...CHEQUE, status } });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <ChequeCaptchaPage telegramBotUrl={null} />
      </ThemeRoot>,
      { api: fake.api, path: '/cheque/captcha?chequeId=5' },
    );
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fake.calls).not.toContain('POST /v1/ad-cheque/captcha/request');
  });

  it('tells a claim refused because the cheque finished meanwhile by its status', async () => {
    renderClaim({
      'POST /v1/ad-cheque/captcha/request': captcha('c1'),
      'POST /v1/ad-cheque/captcha/verify': refusal(409, 'AD_CHEQUE_NOT_ACTIVE'),
    });
    await screen.findByRole('img', { name: 'Captcha picture' });
    fireEvent.change(screen.getByLabelText('The characters in the picture'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This cheque cannot be claimed any more.')).toBeTruthy();
  });
});
