// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginHistoryPage } from './login-history-page';
import { LOGIN_HISTORY_LIMIT, SESSIONS_CACHE_MS } from './profile-queries';
import { SessionsPage } from './sessions-page';
import { open, session } from './test-helpers';

afterEach(() => cleanup());

const FAILURE = { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null };

const login = (id: number) => ({
  id: String(id),
  method: id % 2 ? ('TELEGRAM' as const) : ('PHONE_OTP' as const),
  platform: 'WEB',
  os: `OS-${id}`,
  ip: null,
  fingerprint: 'f',
  date: '2026-11-23T10:00:00.000Z',
});

describe('/profile/sessions', () => {
  it('keeps active sessions cached for 60 s (spec 001 §9)', () => {
    expect(SESSIONS_CACHE_MS).toBe(60_000);
  });

  it('shows device, place and time, marks the current one, and says when no other is logged in', async () => {
    open(<SessionsPage />, '/profile/sessions', {
      'GET /v1/authentication/sessions': [session('1', { current: true, os: 'ANDROID', ip: '5.6.7.8' })],
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('WEB – ANDROID · 5.6.7.8')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText(/^Last used /)).toBeTruthy();
    expect(screen.getByText('No other device is logged in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  });

  it('[AUTH-08] revokes one session after confirming, then loads the list afresh', async () => {
    let list = [session('1', { current: true }), session('2'), session('3')];
    const { calls } = open(<SessionsPage />, '/profile/sessions', {
      'GET /v1/authentication/sessions': () => list,
      'DELETE /v1/authentication/sessions/2': () => {
        list = list.filter((s) => s.id !== '2');
        return {};
      },
    });
    await screen.findByText('WEB – LINUX · 10.0.0.2');
    const rows = screen.getAllByRole('button', { name: 'End' });
    expect(rows).toHaveLength(2);
    fireEvent.click(rows[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'End this session?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.queryByText('WEB – LINUX · 10.0.0.2')).toBeNull());
    expect(calls.filter((c) => c === 'GET /v1/authentication/sessions')).toHaveLength(2);
  });

  it('[AUTH-08] revokes every other session', async () => {
    let list = [session('1', { current: true }), session('2'), session('3')];
    const { calls } = open(<SessionsPage />, '/profile/sessions', {
      'GET /v1/authentication/sessions': () => list,
      'DELETE /v1/authentication/sessions': () => {
        list = list.filter((s) => s.current);
        return { revoked: 2 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('No other device is logged in.')).toBeTruthy();
    expect(calls).toContain('DELETE /v1/authentication/sessions');
  });

  it('says when the sessions cannot be loaded', async () => {
    open(<SessionsPage />, '/profile/sessions', { 'GET /v1/authentication/sessions': FAILURE });
    expect(await screen.findByText('The sessions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/profile/login-history', () => {
  it('[AUTH-08] reads limit 100 from page 0, then the next page with More', async () => {
    const total = LOGIN_HISTORY_LIMIT + 3;
    const { requests } = open(<LoginHistoryPage />, '/profile/login-history', {
      'GET /v1/authentication/login-history': (request: Request) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        const items = Array.from({ length: Math.max(0, Math.min(limit, total - page * limit)) }, (_, i) =>
          login(page * limit + i + 1),
        );
        return { items, page, limit, total };
      },
    });
    expect(await screen.findByText('WEB – OS-1')).toBeTruthy();
    const first = new URL(requests[0]!.url).searchParams;
    expect([first.get('limit'), first.get('page')]).toEqual(['100', '0']);
    expect(screen.queryByText('WEB – OS-101')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('WEB – OS-103')).toBeTruthy();
    expect(new URL(requests.at(-1)!.url).searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says when there is no login yet, and when the history cannot be loaded', async () => {
    open(<LoginHistoryPage />, '/profile/login-history', {
      'GET /v1/authentication/login-history': { items: [], page: 0, limit: 100, total: 0 },
    });
    expect(await screen.findByText('No logins yet.')).toBeTruthy();
    cleanup();
    open(<LoginHistoryPage />, '/profile/login-history', { 'GET /v1/authentication/login-history': FAILURE });
    expect(await screen.findByText('The login history could not be loaded.')).toBeTruthy();
  });
});
