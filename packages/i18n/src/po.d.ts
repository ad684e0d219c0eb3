// A language's catalog in its two parts (tools/scripts/catalog-parts.ts): what start-up code draws, and the rest.
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
