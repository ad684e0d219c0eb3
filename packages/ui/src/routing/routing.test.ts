import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from './paths';
import { parseRouteQuery, queryRedirect } from './query';
import { backTarget, loginRedirect, resolveLocation, safeNextUrl, skipsStartup } from './resolve';
import { duplicateRouteNames, ROUTE_TABLE, routeOptions, type RouteName } from './route-table';

/** Spec 000 §2, transcribed route by route. */
const SPEC_PATHS = [
  '/dashboard',
  '/market',
  '/swap',
  '/shop',
  '/profile',
  '/telegram-router',
  '/twa-router',
  '/under-construction',
  '/login',
  '/topup',
  '/result',
  '/cheque/captcha',
  '/redirect',
  '/referral',
  '/programmer-day',
  '/invoice',
  '/invoice/card2card',
  '/automation',
  '/automation/automation-builder',
  '/express-buy',
  '/express-buy/coins',
  '/express-buy/confirm',
  '/express-buy/card2card',
  '/express-sell',
  '/express-sell/coins',
  '/express-withdraw',
  '/express-withdraw/confirm',
  '/express-withdraw/card2card',
  '/coin/BTC',
  '/coin/BTC/alerts',
  '/coin/BTC/new-alert',
  '/boxes/7/pie-name',
  '/boxes/7/edit-pie-name',
  '/boxes/pies',
  '/boxes/7/invest-amount',
  '/boxes/7/create-box',
  '/boxes/7/pie-details',
  '/boxes/7/user-balance',
  '/boxes/7/withdraw',
  '/boxes/user-boxes',
  '/direct-debit/result',
  '/direct-debit/new',
  '/direct-debit/contracts',
  '/campaigns/yalda',
  '/campaigns/gift-card',
  '/profile/profile-info',
  '/profile/gift-code',
  '/profile/financial',
  '/profile/security',
  '/profile/pin',
  '/profile/2FA',
  '/profile/settings',
  '/profile/help-and-support',
  '/profile/feedback',
  '/profile/login-history',
  '/profile/sessions',
  '/payment',
  '/payment/result',
  '/shop/giveaway',
  '/shop/telegram-premium',
  '/shop/telegram-stars',
  '/shop/gift-card/select-currency',
  '/shop/gift-card/card-design',
  '/shop/gift-card/confirmation',
  '/shop/gift-card/orders',
  '/shop/gift-card/orders/12',
  '/shop/ad-cheque',
  '/shop/ad-cheque/new',
  '/shop/ad-cheque/info',
  '/transactions',
  '/transactions/12',
  '/transactions/receipt/12',
  '/transactions/back/12',
  '/rial-deposit',
  '/rial-deposit/gateway',
  '/rial-deposit/cash-in-code',
  '/rial-deposit/direct-debit',
  '/rial-deposit/card',
  '/rial-deposit/paya-satna',
  '/rial-deposit/pol',
  '/rial-withdraw',
  '/rial-withdraw/confirm',
  '/deposit',
  '/deposit/coin-list',
  '/deposit/select-network',
  '/withdraw/types',
  '/withdraw/coin-list',
  '/withdraw/internal-transfer/enter-amount',
  '/withdraw/internal-transfer/telegram-contacts',
  '/withdraw/internal-transfer/transfer-confirmation',
  '/withdraw/external-transfer/select-network',
  '/withdraw/external-transfer/enter-amount',
  '/withdraw/external-transfer/select-address',
  '/withdraw/external-transfer/add-address',
  '/withdraw/external-transfer/contacts',
  '/withdraw/external-transfer/transfer-confirmation',
  '/kyc',
  '/kyc/level-1',
  '/kyc/level-1/register-form',
  '/kyc/level-1/checking',
  '/kyc/level-1/ok',
  '/kyc/level-1/late',
  '/kyc/level-1/error',
  '/kyc/level-2',
  '/kyc/level-2/documents',
  '/kyc/level-2/selfie',
  '/kyc/level-2/upload',
  '/club',
  '/club/cake',
];

const allBuilt = () => true;

describe('route table', () => {
  it.each(SPEC_PATHS)('[NAV-04] %s is a route', (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it('has no two routes with the same path', () => {
    const paths = Object.values(ROUTE_TABLE).map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds paths with encoded parameters and a query, and matches them back', () => {
    expect(buildPath('coin', { token: 'BTC' })).toBe('/coin/BTC');
    expect(buildPath('coinAlerts', { token: 'USDT' }, { backToDashboard: true })).toBe(
      '/coin/USDT/alerts?backToDashboard=true',
    );
    expect(buildPath('coin', { token: '$' })).toBe('/coin/%24');
    expect(matchRoute('/coin/%24')).toEqual({ name: 'coin', params: { token: '$' } });
    expect(matchRoute('/transactions/receipt/42')).toEqual({
      name: 'transactionReceipt',
      params: { id: '42' },
    });
    expect(buildPath('kycLevel1RegisterForm', undefined, { isSignedUp: true })).toBe(
      '/kyc/level-1/register-form?isSignedUp=true',
    );
    expect(() => buildPath('coin', { token: '' })).toThrow(/token/);
  });

  it('type-checks route names and parameters', () => {
    // @ts-expect-error a route that does not exist
    expect(() => buildPath('nowhere')).toThrow();
    // @ts-expect-error coin needs its token
    expect(() => buildPath('coin')).toThrow();
    expect(buildPath('dashboard')).toBe('/dashboard');
  });
});

describe('typed flow state', () => {
  it('has no route name declared by two areas', () => {
    expect(duplicateRouteNames()).toEqual([]);
    expect(duplicateRouteNames([{ deposit: 1 }, { deposit: 2, withdraw: 3 }])).toEqual(['deposit']);
  });

  it('starts every flow at a route that needs no query', () => {
    for (const name of Object.keys(ROUTE_TABLE) as RouteName[]) {
      const start = routeOptions(name).flowStart;
      if (!start) continue;
      expect(Object.keys(ROUTE_TABLE), `${name} starts at ${start}`).toContain(start);
      expect(parseRouteQuery(start as RouteName, ''), `${start} opens without a query`).not.toBeNull();
    }
  });

  it('reads a query as typed values, dropping what the route does not know', () => {
    expect(
      parseRouteQuery(
        'externalTransferAmount',
        '?token=usdt&network=TRX&amount=12.5&backToDashboard=true&x=1',
      ),
    ).toEqual({ token: 'USDT', network: 'TRX', backToDashboard: true });
    expect(parseRouteQuery('kycLevel1RegisterForm', '?isSignedUp=true')).toEqual({ isSignedUp: true });
  });

  it.each([
    ['deposit', '', '/deposit/coin-list'],
    ['depositSelectNetwork', '?token=', '/deposit/coin-list'],
    ['internalTransferConfirmation', '?token=BTC', '/withdraw/internal-transfer/enter-amount'],
    ['internalTransferContacts', '?token=', '/withdraw/internal-transfer/enter-amount'],
    ['externalTransferAddress', '?token=BTC&network=', '/withdraw/coin-list'],
    ['externalTransferReceipt', '', '/withdraw/coin-list'],
    ['dashboard', '?backToDashboard=maybe', '/dashboard'],
  ] as const)('sends %s with query "%s" to its flow start %s', (name, search, start) => {
    expect(queryRedirect(name, search)).toBe(start);
    expect(resolveLocation(ROUTE_TABLE[name].path, allBuilt, search)).toEqual({
      kind: 'redirect',
      to: start,
    });
  });

  it('renders a page whose query fits', () => {
    expect(queryRedirect('deposit', '?token=BTC')).toBeNull();
    expect(resolveLocation('/deposit', allBuilt, '?token=BTC&network=BTC')).toMatchObject({ kind: 'render' });
  });

  it('type-checks the query a link gives', () => {
    // @ts-expect-error the confirmation needs what the flow chose
    expect(() => buildPath('internalTransferConfirmation')).not.toThrow();
    expect(buildPath('internalTransferConfirmation', undefined, { token: 'BTC', recipient: '@ali' })).toBe(
      '/withdraw/internal-transfer/transfer-confirmation?token=BTC&recipient=%40ali',
    );
    // @ts-expect-error a network is named by its id, a string
    buildPath('externalTransferAmount', undefined, { token: 'BTC', network: 1 });
  });
});

describe('resolving a location', () => {
  it('[NAV-01] redirects the root to /dashboard', () => {
    expect(resolveLocation('/', allBuilt)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('[NAV-01] shows the dashboard for a path the product does not have', () => {
    const resolution = resolveLocation('/no/such/page', allBuilt);
    expect(resolution).toMatchObject({ kind: 'render', route: { name: 'dashboard' } });
  });

  it('sends a route whose screen is not built to /under-construction', () => {
    const built = new Set<RouteName>(['dashboard', 'underConstruction']);
    expect(resolveLocation('/club/cake', (name) => built.has(name))).toEqual({
      kind: 'redirect',
      to: '/under-construction',
    });
    expect(resolveLocation('/dashboard', (name) => built.has(name))).toMatchObject({ kind: 'render' });
  });

  it('[CFG-03] lets exactly the pages of spec 000 §2 skip start-up and the session check', () => {
    const skipping = (Object.keys(ROUTE_TABLE) as RouteName[])
      .filter(skipsStartup)
      .map((n) => ROUTE_TABLE[n].path)
      .sort();
    expect(skipping).toEqual(
      [
        '/login',
        '/result',
        '/direct-debit/result',
        '/payment/result',
        '/redirect',
        '/under-construction',
        '/campaigns/yalda',
        '/campaigns/gift-card',
        '/programmer-day',
      ].sort(),
    );
    expect(resolveLocation('/payment/result', allBuilt)).toMatchObject({ skipsStartup: true });
    expect(resolveLocation('/market', allBuilt)).toMatchObject({ skipsStartup: false });
  });
});

describe('back and login targets', () => {
  it.each([
    ['?backToDashboard=true', { kind: 'replace', to: '/dashboard' }],
    ['?backToDashboard=false', { kind: 'history-back' }],
    ['', { kind: 'history-back' }],
  ])('[NAV-05] Back with "%s"', (search, target) => {
    expect(backTarget(search)).toEqual(target);
  });

  it('sends an expired session to /login with the encoded current path as nextUrl', () => {
    expect(loginRedirect('/coin/BTC?x=1')).toBe('/login?nextUrl=%2Fcoin%2FBTC%3Fx%3D1');
  });

  it.each([
    ['/coin/BTC', '/coin/BTC'],
    [null, '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/\\/evil.example', '/dashboard'],
    ['/coin/BTC\\..', '/dashboard'],
  ])('follows nextUrl %s only inside the app', (next, target) => {
    expect(safeNextUrl(next)).toBe(target);
  });
});
