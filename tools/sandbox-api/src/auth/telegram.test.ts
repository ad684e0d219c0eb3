import { sign } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import { authDate, signInitData, type InitDataPairs } from '../../test/telegram-sign';
import { DEV_BOT_TOKEN } from '../config';
import {
  checkInitData,
  INIT_DATA_CLOCK_SKEW_MS,
  INIT_DATA_MAX_AGE_MS,
  INIT_DATA_MAX_LENGTH,
  type InitDataCheck,
} from './telegram';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const USER = JSON.stringify({ id: 4242, first_name: 'Sara' });
const AUTH_NOW: [string, string] = ['auth_date', authDate(NOW)];

const check = (raw: string): InitDataCheck => checkInitData(raw, DEV_BOT_TOKEN, NOW);

describe('checkInitData accepts init data with a valid hash', () => {
  it.each<[string, InitDataPairs]>([
    ['auth_date and user only (no signature, no query_id)', [AUTH_NOW, ['user', USER]]],
    [
      'signature and query_id',
      [AUTH_NOW, ['user', USER], ['query_id', 'AAHdF6IQAAAAAN0XohDhrOrc'], ['signature', 'c2lnbmF0dXJl']],
    ],
    [
      'chat fields and start_param Telegram sends from a group or a link',
      [
        AUTH_NOW,
        ['user', USER],
        ['chat_instance', '-1234'],
        ['chat_type', 'private'],
        ['start_param', 'ref-7'],
      ],
    ],
    [
      'a user with every optional field, and fields unknown here',
      [
        AUTH_NOW,
        [
          'user',
          JSON.stringify({
            id: 4242,
            first_name: 'سارا',
            last_name: 'Ahmadi',
            username: 'sara',
            language_code: 'fa',
            photo_url: 'https://t.me/i/userpic/320/sara.jpg',
            is_premium: true,
            allows_write_to_pm: true,
            some_future_field: { nested: 1 },
          }),
        ],
      ],
    ],
    ['a user with only an id', [AUTH_NOW, ['user', JSON.stringify({ id: 4242 })]]],
    [
      `auth_date up to ${INIT_DATA_CLOCK_SKEW_MS / 1000} s ahead (clock skew)`,
      [
        ['auth_date', authDate(NOW + INIT_DATA_CLOCK_SKEW_MS)],
        ['user', USER],
      ],
    ],
    [
      'auth_date a second short of the maximum age',
      [
        ['auth_date', authDate(NOW - INIT_DATA_MAX_AGE_MS + 1000)],
        ['user', USER],
      ],
    ],
  ])('%s', (_, pairs) => {
    const result = check(signInitData(pairs));
    expect(result).toMatchObject({ ok: true, identity: { id: 4242 } });
  });

  it('reads the identity: name, username, photo and language', () => {
    const user = {
      id: 77,
      first_name: 'Ali',
      last_name: 'Rezaei',
      username: 'ali',
      photo_url: 'https://t.me/p.jpg',
      language_code: 'en',
    };
    expect(check(signInitData([AUTH_NOW, ['user', JSON.stringify(user)]]))).toEqual({
      ok: true,
      identity: {
        id: 77,
        username: 'ali',
        displayName: 'Ali Rezaei',
        photoUrl: 'https://t.me/p.jpg',
        languageCode: 'en',
      },
    });
    expect(check(signInitData([AUTH_NOW, ['user', JSON.stringify({ id: 78 })]]))).toEqual({
      ok: true,
      identity: { id: 78, username: null, displayName: 'anonymous', photoUrl: null, languageCode: null },
    });
  });

  it('accepts what @telegram-apps/init-data-node signs (the local host and the e2e suites use it)', () => {
    const raw = sign(
      { user: { id: 4242, first_name: 'Sara' }, query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' } as Parameters<
        typeof sign
      >[0],
      DEV_BOT_TOKEN,
      new Date(NOW),
    );
    expect(check(raw)).toMatchObject({ ok: true, identity: { id: 4242, displayName: 'Sara' } });
  });
});

describe('checkInitData refuses malformed or foreign init data', () => {
  const valid = signInitData([AUTH_NOW, ['user', USER]]);
  const withoutHash = new URLSearchParams([AUTH_NOW, ['user', USER]]).toString();

  it.each<[string, string, string]>([
    ['no hash', withoutHash, 'no hash'],
    ['an empty hash', `${withoutHash}&hash=`, 'malformed hash'],
    ['a hash that is not 64 hex digits', `${withoutHash}&hash=${'z'.repeat(64)}`, 'malformed hash'],
    ['another bot’s hash', signInitData([AUTH_NOW, ['user', USER]], '1:other-bot'), 'hash mismatch'],
    ['a field changed after signing', valid.replace('Sara', 'Eve'), 'hash mismatch'],
    ['a field added after signing', `${valid}&query_id=AAA`, 'hash mismatch'],
    ['two user fields', signInitData([AUTH_NOW, ['user', USER], ['user', '{"id":1}']]), 'duplicate user'],
    ['two hashes', `${valid}&hash=${'0'.repeat(64)}`, 'duplicate hash'],
    ['no auth_date', signInitData([['user', USER]]), 'bad auth_date'],
    [
      'auth_date not a number',
      signInitData([
        ['auth_date', 'yesterday'],
        ['user', USER],
      ]),
      'bad auth_date',
    ],
    [
      'a negative auth_date',
      signInitData([
        ['auth_date', '-5'],
        ['user', USER],
      ]),
      'bad auth_date',
    ],
    [
      'a fractional auth_date',
      signInitData([
        ['auth_date', '1.5'],
        ['user', USER],
      ]),
      'bad auth_date',
    ],
    [
      'an empty auth_date',
      signInitData([
        ['auth_date', ''],
        ['user', USER],
      ]),
      'bad auth_date',
    ],
    [
      'auth_date beyond the clock skew',
      signInitData([
        ['auth_date', authDate(NOW + INIT_DATA_CLOCK_SKEW_MS + 2000)],
        ['user', USER],
      ]),
      'auth_date in the future',
    ],
    ['no user', signInitData([AUTH_NOW, ['query_id', 'AAA']]), 'no user'],
    ['user that is not JSON', signInitData([AUTH_NOW, ['user', '{id:1']]), 'user is not JSON'],
    [
      'user without an id',
      signInitData([AUTH_NOW, ['user', '{"first_name":"Sara"}']]),
      'user without a valid id',
    ],
    ['user id as a string', signInitData([AUTH_NOW, ['user', '{"id":"4242"}']]), 'user without a valid id'],
    ['user id zero', signInitData([AUTH_NOW, ['user', '{"id":0}']]), 'user without a valid id'],
    ['user id fractional', signInitData([AUTH_NOW, ['user', '{"id":1.5}']]), 'user without a valid id'],
    ['user that is null', signInitData([AUTH_NOW, ['user', 'null']]), 'user without a valid id'],
    ['user that is an array', signInitData([AUTH_NOW, ['user', '[4242]']]), 'user without a valid id'],
    [
      'input over the length limit',
      signInitData([AUTH_NOW, ['user', USER], ['start_param', 'x'.repeat(INIT_DATA_MAX_LENGTH)]]),
      'too long',
    ],
  ])('%s: INVALID_TELEGRAM_DATA', (_, raw, reason) => {
    expect(check(raw)).toEqual({ ok: false, code: 'INVALID_TELEGRAM_DATA', reason });
  });

  it('auth_date older than the maximum age: TELEGRAM_DATA_EXPIRED', () => {
    const raw = signInitData([
      ['auth_date', authDate(NOW - INIT_DATA_MAX_AGE_MS - 1000)],
      ['user', USER],
    ]);
    expect(check(raw)).toEqual({ ok: false, code: 'TELEGRAM_DATA_EXPIRED', reason: 'expired' });
  });

  it('an expired hash that is also wrong is INVALID_TELEGRAM_DATA: the hash is checked first', () => {
    const raw = signInitData(
      [
        ['auth_date', authDate(NOW - 2 * INIT_DATA_MAX_AGE_MS)],
        ['user', USER],
      ],
      '1:other-bot',
    );
    expect(check(raw)).toMatchObject({ ok: false, code: 'INVALID_TELEGRAM_DATA', reason: 'hash mismatch' });
  });

  it.each(['', '&&&', '%', 'hash', '=', 'a=%E0%A4%A'])('never throws on %j', (raw) => {
    expect(() => check(raw)).not.toThrow();
    expect(check(raw)).toMatchObject({ ok: false, code: 'INVALID_TELEGRAM_DATA' });
  });
});
