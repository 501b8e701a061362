import { msg } from '@lingui/core/macro';
import type { HttpNotice } from '@soc/api';
import { i18n } from '@soc/i18n';
import { firstPaint } from './first-paint.ts';
import { loadLateEssentials } from './late-essentials.ts';

const NOTICES = {
  // Spec 000 §8, word for word.
  sessionInvalid: msg({ id: 'ERROR.SESSION_INVALID', message: 'Your session has timed out or is invalid, please log in again.' }),
} satisfies Record<HttpNotice, unknown>;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

// The HTTP policy's notices. The toast store and its renderer are their own chunk, mounted after the
// first paint (Chakra's toast machine is not needed for it); a toast created before the renderer
// subscribes is never shown, so the notice waits for the renderer. The text is translated only once
// the catalogue is there — a first visit's 401 arrives before it. The promise settles once the toast
// is on screen (the HTTP policy times the sign-in redirect from then).
export async function notifyHttpNotice(notice: HttpNotice): Promise<void> {
  const [{ toaster }] = await Promise.all([import('./slots/chunks/toaster.ts'), loadLateEssentials(), firstPaint.opened()]);
  // The gate's opening renders the preloaded <Toaster /> from the same, now loaded, chunk.
  await nextFrame();
  await nextFrame();
  toaster.create({ type: 'error', title: i18n._(NOTICES[notice]), duration: 5000 });
  await nextFrame();
}
