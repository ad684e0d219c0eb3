import { toLocalIranianMobile } from '@wallet/core';

/** 0912***4567: enough to recognise a number without giving it away. */
export function maskPhone(e164: string): string {
  const local = toLocalIranianMobile(e164);
  return `${local.slice(0, 4)}***${local.slice(-4)}`;
}

/** sa***@example.com: enough to recognise an address without giving it away. */
export function maskEmail(address: string): string {
  const [name = '', domain = ''] = address.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
