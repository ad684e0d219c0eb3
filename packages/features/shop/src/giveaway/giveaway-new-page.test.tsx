// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { CHEQUE_INVOICE, GIVEAWAY } from '../shared/test-fixtures';
import { GiveawayNewPage } from './giveaway-new-page';
import { GiveawaysPage } from './giveaways-page';

/** The shared machine is slow to load the pages' chunks; a second is too little for the first find. */
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const png = (name = 'banner.png') => new File([PNG_BYTES], name, { type: 'image/png' });

function renderAt(routes: FakeRoutes, platform = createMemoryPlatform()) {
  const fake = createFakeApi({ 'GET /v1/assets': { tokens: [] }, ...routes });
  return {
    ...renderWithProviders(
      <ThemeRoot appearance="light">
        <GiveawayNewPage />
      </ThemeRoot>,
      { api: fake.api, path: '/shop/giveaway/new', platform },
    ),
    fake,
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pickBanner = (file: File) =>
  fireEvent.change(screen.getByLabelText('Banner'), { target: { files: [file] } });

describe('the giveaways list', () => {
  it("offers to create a giveaway with the host's main button", async () => {
    const fake = createFakeApi({ 'GET /v1/giveaway': { created: [], joined: [] } });
    const { platform, location } = renderWithProviders(<GiveawaysPage />, {
      api: fake.api,
      path: '/shop/giveaway',
    });
    expect(await screen.findByText('No giveaways yet')).toBeTruthy();
    expect(platform.mainButton.current()).toMatchObject({ text: 'Create a giveaway' });
    act(() => platform.mainButton.click());
    expect(location.history.at(-1)).toBe('/shop/giveaway/new');
  });
});

describe('a new giveaway', () => {
  it('shows what is wrong after a tap on Create, and sends nothing until it is right', async () => {
    const { fake } = renderAt({});
    fireEvent.click(await screen.findByRole('button', { name: 'Create and pay' }));
    expect(await screen.findByText("Write the giveaway's title.")).toBeTruthy();
    expect(screen.getByText('Choose a banner image.')).toBeTruthy();
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a channel or group/ }));
    type('Channel or group 1', 'no spaces allowed');
    expect(
      await screen.findByText("Write the chat's @username, its t.me link or its numeric id."),
    ).toBeTruthy();
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    renderAt({});
    await screen.findByRole('button', { name: 'Create and pay' });
    pickBanner(
      new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'banner.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The banner' })).toBeNull();
  });

  it('[SHOP-09] creates the giveaway as multipart (dataString and banner), asks for its invoice and opens it, back to the giveaway', async () => {
    let sent: { dataString: string; banner: File | null } | null = null;
    const { fake, location, platform } = renderAt({
      'POST /v1/giveaway': async (request: Request) => {
        const form = await request.formData();
        sent = { dataString: String(form.get('dataString')), banner: form.get('banner') as File | null };
        return { ...GIVEAWAY, token: 'IRT', status: 'PENDING', isCreator: true };
      },
      'POST /v1/giveaway/9/pay': { ...CHEQUE_INVOICE, type: 'GIVEAWAY' },
    });
    await screen.findByRole('button', { name: 'Create and pay' });
    type('Title', '**Nowruz** giveaway');
    expect(await screen.findByText('Nowruz')).toBeTruthy();
    pickBanner(png());
    expect(await screen.findByRole('img', { name: 'The banner' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 hour' }));
    type('Prize for each', '۱۰۰۰۰۰');
    fireEvent.click(screen.getByRole('button', { name: /Add a prize tier/ }));
    const counts = screen.getAllByLabelText('Winners');
    fireEvent.change(counts[1]!, { target: { value: '۳' } });
    fireEvent.change(screen.getAllByLabelText('Prize for each')[1]!, { target: { value: '20000' } });
    expect(await screen.findByText(/Total prize: 160,000 Toman/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a channel or group/ }));
    type('Channel or group 1', 'https://t.me/wallet_news');
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));

    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.searchParams.get('id')).toBe('70');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/giveaway?id=9');
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /v1/giveaway',
      'POST /v1/giveaway/9/pay',
    ]);
    const create = fake.requests.find((request) => request.url.endsWith('/v1/giveaway'))!;
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();
    const data = JSON.parse(sent!.dataString) as Record<string, unknown>;
    expect(data).toMatchObject({
      title: '**Nowruz** giveaway',
      token: 'IRT',
      prizes: [
        { count: 1, amount: '100000' },
        { count: 3, amount: '20000' },
      ],
      limitations: [{ chat: '@wallet_news' }],
    });
    const hours = (Date.parse(String(data.endsAt)) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.95);
    expect(hours).toBeLessThan(1.05);
    expect(new Uint8Array(await sent!.banner!.arrayBuffer())).toEqual(PNG_BYTES);
    // Created: the draft is gone from the device.
    await waitFor(() => expect(platform.flowStorage.values().giveawayDraft).toBeUndefined());
  });

  it('keeps what was typed across a reload, the banner to pick again', async () => {
    const platform = createMemoryPlatform();
    renderAt({}, platform);
    await screen.findByRole('button', { name: 'Create and pay' });
    type('Title', 'Yalda giveaway');
    type('Prize for each', '5000');
    await waitFor(() =>
      expect(platform.flowStorage.values().giveawayDraft).toMatchObject({
        title: 'Yalda giveaway',
        prizes: [{ count: '1', amount: '5000' }],
      }),
    );
    cleanup();
    renderAt({}, platform);
    expect(await screen.findByDisplayValue('Yalda giveaway')).toBeTruthy();
    expect((screen.getByLabelText('Prize for each') as HTMLInputElement).value).toBe('5,000');
  });

  it('tells a chat Telegram does not know next to the chats, and keeps the form', async () => {
    renderAt({
      'POST /v1/giveaway': {
        status: 400,
        codeString: 'GIVEAWAY_CHAT_NOT_FOUND',
        localizedMessage: 'The bot cannot see @nobody_here.',
      },
    });
    await screen.findByRole('button', { name: 'Create and pay' });
    type('Title', 'A giveaway');
    pickBanner(png());
    await screen.findByRole('img', { name: 'The banner' });
    type('Prize for each', '5000');
    fireEvent.click(screen.getByRole('button', { name: /Add a channel or group/ }));
    type('Channel or group 1', '@nobody_here');
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    expect(await screen.findByText('The bot cannot see @nobody_here.')).toBeTruthy();
    expect(screen.getByDisplayValue('A giveaway')).toBeTruthy();
  });

  it('opens the giveaway’s own page, where it is paid later, when its invoice is refused', async () => {
    const { location } = renderAt({
      'POST /v1/giveaway': { ...GIVEAWAY, token: 'IRT', status: 'PENDING', isCreator: true },
      'POST /v1/giveaway/9/pay': { status: 409, codeString: 'GIVEAWAY_ENDED', localizedMessage: 'Ended.' },
    });
    await screen.findByRole('button', { name: 'Create and pay' });
    type('Title', 'A giveaway');
    pickBanner(png());
    await screen.findByRole('img', { name: 'The banner' });
    type('Prize for each', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/giveaway?id=9'));
  });
});
