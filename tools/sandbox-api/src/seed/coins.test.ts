import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { coinConfig } from '@wallet/api';
import { addressProblem } from '@wallet/core';
import { COIN_GROUPS, SEED_COINS, type SeedCoin } from './coins';
import { ADDRESS_REGEX, NETWORK_TOKEN, type SeedNetwork } from './networks';

const EXPECTED_TOKENS = [
  'USD',
  'USDT',
  'TRX',
  'IRT',
  'BTC',
  'ETH',
  'TON',
  'BNB',
  'SNX',
  'ADA',
  'AVAX',
  'DOGE',
  'SHIB',
  'SOL',
  'XRP',
  'NOT',
  'HMSTR',
  'XAUT',
] as const;

const FIAT_TOKENS = ['USD', 'IRT'];

/** A plain decimal: no sign, no exponent, no leading zeros, no trailing fractional zeros. */
const CANONICAL_DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

function fractionDigits(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

function coin(token: string): SeedCoin {
  const found = SEED_COINS.find((c) => c.token === token);
  if (!found) throw new Error(`no seeded coin ${token}`);
  return found;
}

const networkRows = SEED_COINS.flatMap((c) => c.networks.map((n) => ({ coin: c, net: n })));

describe('seeded coins: shape', () => {
  it('lists every spec coin exactly once, in spec order', () => {
    expect(SEED_COINS.map((c) => c.token)).toEqual(EXPECTED_TOKENS);
    expect(new Set(SEED_COINS.map((c) => c.token)).size).toBe(SEED_COINS.length);
  });

  it.each(SEED_COINS.map((c) => [c.token, c] as const))('%s parses with the CoinConfig schema', (_, c) => {
    const parsed = coinConfig.parse(c);
    expect(parsed.token).toBe(c.token);
    expect(parsed.networks).toHaveLength(c.networks.length);
  });

  it.each(SEED_COINS.map((c) => [c.token, c] as const))(
    '%s has en and fa names, an icon path, valid groups and a base price',
    (_, c) => {
      expect(c.name.en.length).toBeGreaterThan(0);
      expect(c.name.fa).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
      expect(c.icon).toBe(`/coins/${c.token.toLowerCase()}.svg`);
      expect(c.groups.length).toBeGreaterThan(0);
      for (const g of c.groups) expect(COIN_GROUPS).toContain(g);
      expect(c.basePriceUsd).toMatch(CANONICAL_DECIMAL);
      expect(new Big(c.basePriceUsd).gt(0)).toBe(true);
      expect(c.dailyVolatility).toBeGreaterThanOrEqual(0);
      expect(c.dailyVolatility).toBeLessThan(1);
      expect(c.humanReadableDecimals).toBeLessThanOrEqual(c.decimals);
    },
  );

  it('uses ZWNJ, not a space or nothing, inside compound Persian names', () => {
    expect(coin('BTC').name.fa).toBe('بیت\u200Cکوین');
    expect(coin('TON').name.fa).toBe('تون\u200Cکوین');
    expect(coin('USDT').name.fa).toBe('تتر');
    expect(coin('IRT').name.fa).toBe('تومان');
  });

  it('gives fiat coins no crypto networks; the Toman alone is deposited and withdrawn (through the bank)', () => {
    for (const token of FIAT_TOKENS) {
      const c = coin(token);
      expect(c.networks).toEqual([]);
      expect(c.groups).toEqual(['FIAT']);
    }
    expect(coin('USD').features).toEqual({ withdraw: false, deposit: false, trade: true });
    expect(coin('IRT').features).toEqual({ withdraw: true, deposit: true, trade: true });
    for (const c of SEED_COINS.filter((x) => !FIAT_TOKENS.includes(x.token))) {
      expect(c.networks.length, c.token).toBeGreaterThan(0);
    }
  });

  it('prices the Toman at about 115,000 per US dollar', () => {
    const tomanPerUsd = new Big(1).div(coin('IRT').basePriceUsd);
    expect(tomanPerUsd.gt(100_000) && tomanPerUsd.lt(130_000)).toBe(true);
  });
});

describe('seeded coins: networks', () => {
  it.each(networkRows.map((r) => [r.coin.token, r.net.network, r] as const))(
    '%s on %s has canonical amounts within the coin precision and minWithdraw > withdrawFee',
    (_, __, { coin: c, net }) => {
      for (const value of [net.withdrawFee, net.minWithdraw, net.minDeposit]) {
        expect(value).toMatch(CANONICAL_DECIMAL);
        expect(fractionDigits(value)).toBeLessThanOrEqual(c.decimals);
      }
      expect(new Big(net.minWithdraw).gt(net.withdrawFee)).toBe(true);
      expect(new Big(net.minDeposit).gt(0)).toBe(true);
      expect(net.confirmations).toBeGreaterThan(0);
    },
  );

  it.each(networkRows.map((r) => [r.coin.token, r.net.network, r] as const))(
    '%s on %s: fee token, contract, anchored regexes and memo settings agree',
    (_, __, { coin: c, net }) => {
      expect(net.network in ADDRESS_REGEX).toBe(true);
      const id = net.network as SeedNetwork;
      expect(net.networkToken).toBe(NETWORK_TOKEN[id]);
      expect(SEED_COINS.map((x) => x.token)).toContain(net.networkToken);
      if (net.networkToken === c.token) expect(net.contract).toBeNull();
      else expect(net.contract).toMatch(new RegExp(net.addressRegex));
      expect(net.addressRegex).toBe(ADDRESS_REGEX[id]);
      expect(net.addressRegex.startsWith('^') && net.addressRegex.endsWith('$')).toBe(true);
      expect(() => new RegExp(net.addressRegex)).not.toThrow();
      expect(net.supportMemo).toBe(net.memoRegex !== null);
      expect(net.supportMemo).toBe(id === 'TON' || id === 'XRP');
      if (net.memoRegex !== null) {
        expect(net.memoRegex.startsWith('^') && net.memoRegex.endsWith('$')).toBe(true);
        expect(() => new RegExp(net.memoRegex ?? '')).not.toThrow();
      }
    },
  );

  it('seeds the spec networks for each coin', () => {
    const networksOf = (token: string) => coin(token).networks.map((n) => n.network);
    expect(networksOf('USDT')).toEqual(['TRX', 'ETH', 'BSC', 'TON']);
    expect(networksOf('TRX')).toEqual(['TRX']);
    expect(networksOf('BTC')).toEqual(['BTC', 'BSC']);
    expect(networksOf('ETH')).toEqual(['ETH', 'BSC']);
    expect(networksOf('TON')).toEqual(['TON']);
    expect(networksOf('BNB')).toEqual(['BSC']);
    expect(networksOf('SNX')).toEqual(['ETH']);
    expect(networksOf('ADA')).toEqual(['ADA']);
    expect(networksOf('AVAX')).toEqual(['AVAX_C']);
    expect(networksOf('DOGE')).toEqual(['DOGE']);
    expect(networksOf('SHIB')).toEqual(['ETH', 'BSC']);
    expect(networksOf('SOL')).toEqual(['SOL']);
    expect(networksOf('XRP')).toEqual(['XRP']);
    expect(networksOf('NOT')).toEqual(['TON']);
    expect(networksOf('HMSTR')).toEqual(['TON']);
    expect(networksOf('XAUT')).toEqual(['ETH']);
  });

  it('uses the official USDT contracts', () => {
    const contracts = Object.fromEntries(coin('USDT').networks.map((n) => [n.network, n.contract]));
    expect(contracts).toEqual({
      TRX: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      ETH: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      BSC: '0x55d398326f99059fF775485246999027B3197955',
      TON: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    });
  });
});

describe('seeded coins: features', () => {
  it('[CFG-05] switches everything off for the delisted SNX and withdraw off for HMSTR', () => {
    expect(coin('SNX').features).toEqual({ withdraw: false, deposit: false, trade: false });
    expect(coin('HMSTR').features).toEqual({ withdraw: false, deposit: true, trade: true });
    const others = SEED_COINS.filter((c) => ![...FIAT_TOKENS, 'SNX', 'HMSTR'].includes(c.token));
    for (const c of others)
      expect(c.features, c.token).toEqual({ withdraw: true, deposit: true, trade: true });
  });

  it('[CFG-06] seeds SNX as the only unlisted coin', () => {
    expect(coin('SNX').listed).toBe(false);
    expect(SEED_COINS.filter((c) => !c.listed).map((c) => c.token)).toEqual(['SNX']);
  });
});

type Case = readonly [label: string, address: string];
interface AddressCases {
  valid: readonly Case[];
  invalid: readonly Case[];
}

const EVM_INVALID: readonly Case[] = [
  ['missing 0x prefix', 'de0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
  ['39 hex digits', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BA'],
  ['41 hex digits', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe1'],
  ['non-hex character g', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAg'],
  ['upper-case 0X prefix', '0Xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
  ['TRON address (wrong network)', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
  ['surrounding whitespace', ' 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe '],
];

/** Every example marked "checksum-valid" or with a provenance was verified against its chain's checksum. */
const ADDRESS_CASES: Record<SeedNetwork, AddressCases> = {
  BTC: {
    valid: [
      ['P2PKH genesis coinbase', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['P2PKH Bitcoin wiki example', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['P2PKH 27-char all-zero hash', '1111111111111111111114oLvT2'],
      ['P2SH BIP-13 example', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['P2WPKH bech32 42 chars', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['P2WPKH BIP-173 vector', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      ['P2WSH BIP-173 vector 62 chars', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
      ['P2TR bech32m BIP-86 vector', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ],
    invalid: [
      ['testnet bech32 tb1', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
      ['testnet P2SH prefix 2', '2N2JD6wb56AfK4tfmM6PwdVmoYk2dCKf4Br'],
      ['base58 forbidden 0', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Div0Na'],
      ['base58 forbidden O and l', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivOla'],
      ['P2PKH too long (35 chars)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNaa'],
      ['P2PKH too short (24 chars)', '1A1zP1eP5QGefi2DMPTfTL5S'],
      ['bech32 forbidden b, i, o', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5bio'],
      ['bech32 too short', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5md'],
      ['Ethereum address (wrong network)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
      ['Dogecoin address (wrong network)', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ],
  },
  ETH: {
    valid: [
      ['Ethereum Foundation (EIP-55)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
      ['vitalik.eth (EIP-55)', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['USDT ERC-20 contract', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
      ['all lower-case', '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'],
    ],
    invalid: EVM_INVALID,
  },
  BSC: {
    valid: [
      ['BSC-USD BEP-20 contract', '0x55d398326f99059fF775485246999027B3197955'],
      ['WBNB contract', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c'],
      ['BTCB contract', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c'],
    ],
    invalid: EVM_INVALID,
  },
  AVAX_C: {
    valid: [
      ['WAVAX contract', '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7'],
      ['USDt on C-Chain contract', '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'],
      ['all lower-case', '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7'],
    ],
    invalid: [
      ...EVM_INVALID,
      ['Avalanche X-Chain bech32 address', 'X-avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5'],
    ],
  },
  TRX: {
    valid: [
      ['checksum-valid account', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
      ['USDT TRC-20 contract', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['black-hole address', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'],
      ['WTRX contract', 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR'],
    ],
    invalid: [
      ['Ethereum address (wrong network)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
      ['hex form 41…', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'],
      ['33 chars', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU'],
      ['35 chars', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU77'],
      ['base58 forbidden 0', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYj0U'],
      ['base58 forbidden I', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjIU'],
      ['lower-case t prefix', 'tLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
      ['Bitcoin address (wrong network)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ],
  },
  TON: {
    valid: [
      ['EQ bounceable, USDT jetton master', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs'],
      ['EQ bounceable, NOT jetton master', 'EQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__NOT'],
      ['EQ bounceable with - and _, HMSTR jetton master', 'EQAJ8uWd7EBqsmpSWaRdf_I-8R8-XHwh3gsNKhy-UrdrPcUo'],
      [
        'UQ non-bounceable form of the USDT master (CRC recomputed)',
        'UQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_p0p',
      ],
      [
        'UQ non-bounceable form of the NOT master (CRC recomputed)',
        'UQAvlWFDxGF2lXm67y4yzC17wYKD9A0guwPkMs1gOsM__I5W',
      ],
      [
        'raw basechain form of the USDT master',
        '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe',
      ],
      ['raw masterchain elector', '-1:3333333333333333333333333333333333333333333333333333333333333333'],
    ],
    invalid: [
      ['testnet bounceable kQ', 'kQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_ntm'],
      ['testnet non-bounceable 0Q', '0QCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_iaj'],
      ['47 chars', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sD'],
      ['49 chars', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDss'],
      ['character outside base64url (!)', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id!sDs'],
      ['raw form with workchain 1', '1:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe'],
      ['raw form with 63 hex digits', '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621df'],
      ['raw form without workchain', 'b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe'],
      ['Ethereum address (wrong network)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
    ],
  },
  SOL: {
    valid: [
      ['system-owned account', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
      ['USDC mint (44 chars)', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
      ['wrapped SOL mint', 'So11111111111111111111111111111111111111112'],
      ['System Program (32 chars)', '11111111111111111111111111111111'],
      ['SPL Token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ],
    invalid: [
      ['31 chars', '1111111111111111111111111111111'],
      ['45 chars', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv'],
      ['base58 forbidden 0', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0'],
      ['base58 forbidden O, I, l', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFOIl'],
      ['Ethereum address (wrong network)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
      [
        'TON raw address (wrong network)',
        '0:b113a994b5024a16719f69139328eb759596c38a25f59028b146fecdc3621dfe',
      ],
    ],
  },
  XRP: {
    valid: [
      ['checksum-valid account', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
      ['genesis account', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
      ['ACCOUNT_ZERO (27 chars)', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'],
      ['ACCOUNT_ONE (26 chars)', 'rrrrrrrrrrrrrrrrrrrrBZbvji'],
    ],
    invalid: [
      ['upper-case R prefix', 'REb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
      ['X-address form', 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ'],
      ['too short (24 chars)', 'rEb8TK3gBgk5auZkwc6sHnwr'],
      ['too long (36 chars)', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLhrr'],
      ['base58 forbidden 0', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8Du0Lh'],
      ['base58 forbidden l', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DulLh'],
      ['Bitcoin address (wrong network)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ],
  },
  DOGE: {
    valid: [
      ['P2PKH checksum-valid', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
      ['P2PKH checksum-valid', 'DBXu2kgc3xtvCUWFcxFE3r9hEYgmuaaCyD'],
      ['P2SH A… checksum-valid', 'A8c3xNz2mqsDLFwv5KL5fpH12QEwDaoTXo'],
      ['P2SH 9… format-valid (constructed, checksum-correct)', '9sosdYar6Q7yUiJtUdTVLdqp8LNsmwSqnn'],
    ],
    invalid: [
      ['33 chars', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7'],
      ['35 chars', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7LL'],
      ['second character out of range (a)', 'Da5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
      ['base58 forbidden 0', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr70'],
      ['base58 forbidden I', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mrIL'],
      ['lower-case d prefix', 'dH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
      ['Bitcoin address (wrong network)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['TRON address (wrong network)', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ],
  },
  ADA: {
    valid: [
      [
        'Shelley base address (CIP-19 vector, 103 chars)',
        'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
      ],
      [
        'Shelley enterprise address (CIP-19 vector, 58 chars)',
        'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8',
      ],
      [
        'Shelley script enterprise address (CIP-19 vector)',
        'addr1w8phkx6acpnf78fuvxn0mkew3l0fd058hzquvz7w36x4gtcyjy7wx',
      ],
      ['Byron Icarus (CIP-19 vector)', 'Ae2tdPwUPEZFRbyhz3cpfC2CumGzNkFBN2L42rcUc2yjQpEkxDbkPodpMAi'],
      [
        'Byron Daedalus (CIP-19 vector)',
        'DdzFFzCqrhsw3prhfMFDNFowbzUku3QmrMwarfjUbWXRisodn97R436SHc1rimp4MhPNmbdYb1aTdqtGSJixMVMi5MkArDQJ6Sc1n3Ez',
      ],
    ],
    invalid: [
      ['testnet addr_test1', 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz'],
      [
        'stake address (not a payment address)',
        'stake1uyehkck0lajq8gr28t9uxnuvgcqrc6070x3k9r8048z8y5gh6ffgw',
      ],
      ['upper-case ADDR1', 'ADDR1VX2FXV2UMYHTTKXYXP8X0DLPDT3K6CWNG5PXJ3JHSYDZERS66HRL8'],
      ['bech32 forbidden b and o', 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hbo8'],
      ['too short (57 chars)', 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl'],
      ['Byron base58 forbidden 0', 'Ae2tdPwUPEZFRbyhz3cpfC2CumGzNkFBN2L42rcUc2yjQpEkxDbkPodpM0i'],
      ['Ethereum address (wrong network)', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
    ],
  },
};

const addressRows = networkRows.flatMap(({ coin: c, net }) => {
  const cases = ADDRESS_CASES[net.network as SeedNetwork];
  return [
    ...cases.valid.map(([label, address]) => ({ c, net, label, address, valid: true })),
    ...cases.invalid.map(([label, address]) => ({ c, net, label, address, valid: false })),
  ];
});

describe('[WD-01] address checked against the network address pattern', () => {
  it('[WD-01] has at least 2 valid and 3 invalid examples for every seeded network', () => {
    for (const { net } of networkRows) {
      const cases = ADDRESS_CASES[net.network as SeedNetwork];
      expect(cases, net.network).toBeDefined();
      expect(cases.valid.length, net.network).toBeGreaterThanOrEqual(2);
      expect(cases.invalid.length, net.network).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(
    addressRows.map((r) => [
      r.c.token,
      r.net.network,
      r.valid ? 'accepts' : 'rejects',
      r.label,
      r.address,
      r.net.addressRegex,
      r.valid,
    ]),
  )('[WD-01] %s on %s %s %s: %s', (_, __, ___, ____, address, source, valid) => {
    expect(new RegExp(source).test(address)).toBe(valid);
    // The check the client and the server share, on the network as seeded.
    const net = addressRows.find((row) => row.address === address && row.net.addressRegex === source)!.net;
    const memo = net.supportMemo ? (net.network === 'XRP' ? '12345' : 'memo') : null;
    expect(addressProblem(net, address, memo, { isMemoRequired: true })).toBe(
      valid ? null : 'BAD_WALLET_ADDRESS_FORMAT',
    );
  });
});

describe('memo patterns', () => {
  const memoOf = (token: string, network: string): RegExp => {
    const source = coin(token).networks.find((n) => n.network === network)?.memoRegex;
    if (source == null) throw new Error(`${token} on ${network} has no memo`);
    return new RegExp(source);
  };

  it('XRP destination tag accepts digits only', () => {
    const tag = memoOf('XRP', 'XRP');
    expect(tag.test('12345')).toBe(true);
    expect(tag.test('4294967295')).toBe(true);
    expect(tag.test('abc')).toBe(false);
    expect(tag.test('')).toBe(false);
    expect(tag.test('12345678901')).toBe(false);
    expect(tag.test('-1')).toBe(false);
  });

  it.each(['TON', 'USDT', 'NOT', 'HMSTR'])('%s on TON takes a 1 to 120 character comment', (token) => {
    const comment = memoOf(token, 'TON');
    expect(comment.test('123456')).toBe(true);
    expect(comment.test('deposit for user 42')).toBe(true);
    expect(comment.test('x'.repeat(120))).toBe(true);
    expect(comment.test('x'.repeat(121))).toBe(false);
    expect(comment.test('')).toBe(false);
  });
});
