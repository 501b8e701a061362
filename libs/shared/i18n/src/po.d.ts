declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=first-paint' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
