import { createHmac } from 'node:crypto';
import { CODE_LENGTH } from './codes';

const TOTP_STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret as authenticator apps read it: base32 (RFC 4648), no padding. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '')) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new RangeError('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 time-based code (HMAC-SHA1, 30 s steps, 6 digits), as authenticator apps show it. */
export function totp(secretBase32: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / TOTP_STEP_SECONDS)));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0');
}

/** The 30 s step the code belongs to: now, or the one before or after, as authenticator clocks drift. */
export function totpStep(secret: string, code: string, atMs: number): number | null {
  const now = Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
  for (const step of [now - 1, now, now + 1]) {
    if (totp(secret, step * TOTP_STEP_SECONDS * 1000) === code) return step;
  }
  return null;
}
