import { loadLateEssentials } from './late-essentials.ts';

// Error notices of the HTTP policy. The toast store and its renderer are their own chunk (Chakra's
// toast machine is not needed for the first paint): the first notice loads them.
export function notifyError(text: string): void {
  void Promise.all([import('./slots/chunks/toaster.ts'), loadLateEssentials()]).then(([{ toaster }]) => toaster.create({ type: 'error', title: text, duration: 5000 }));
}
