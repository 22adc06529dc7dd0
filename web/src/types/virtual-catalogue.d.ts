// A language's catalogue compiled for Lingui (web/vite-plugins/catalogue.ts).
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
