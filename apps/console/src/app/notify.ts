import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@soc/i18n';
import { loadLateEssentials } from './late-essentials.ts';

// Error notices of the HTTP policy. The toast store and its renderer are their own chunk (Chakra's
// toast machine is not needed for the first paint): the first notice loads them. The text is
// translated only once the catalogue is there — a first visit's 401 arrives before it.
export function notifyError(message: MessageDescriptor): void {
  void Promise.all([import('./slots/chunks/toaster.ts'), loadLateEssentials()]).then(([{ toaster }]) =>
    toaster.create({ type: 'error', title: i18n._(message), duration: 5000 }),
  );
}
