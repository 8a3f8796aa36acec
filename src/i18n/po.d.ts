/** A .po catalog as the Lingui Vite plugin compiles it on import. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
