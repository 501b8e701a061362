import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@soc/i18n';
import { firstPaint } from './first-paint.ts';
import { loadLateEssentials } from './late-essentials.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

// Error notices of the HTTP policy. The toast store and its renderer are their own chunk, mounted
// after the first paint (Chakra's toast machine is not needed for it); a toast created before the
// renderer subscribes is never shown, so the notice waits for the renderer. The text is translated
// only once the catalogue is there — a first visit's 401 arrives before it. The promise settles once
// the toast is on screen (the HTTP policy times the sign-in redirect from then).
export async function notifyError(message: MessageDescriptor): Promise<void> {
  const [{ toaster }] = await Promise.all([import('./slots/chunks/toaster.ts'), loadLateEssentials(), firstPaint.opened()]);
  // The gate's opening renders the preloaded <Toaster /> from the same, now loaded, chunk.
  await nextFrame();
  await nextFrame();
  toaster.create({ type: 'error', title: i18n._(message), duration: 5000 });
  await nextFrame();
}
