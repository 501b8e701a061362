// Spec 002 §2.2 / §7 / §9: which download item belongs on which slide, and the demo archive password.
import { SIMULATION_SCRIPT_KEYS, type DownloadItem } from '@soc/api';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * §9: "a fixed archive password is shown as demo credential text for the scripts". The specification
 * fixes that there is one but not its value; it must match the archives the backend signs, so it is
 * kept here, once.
 */
export const DEMO_ARCHIVE_PASSWORD = 'novirus';

/** The three technique scripts of §1, in the order of SIMULATION_SCRIPT_KEYS (the fourth is the AI script). */
const SCRIPT_LABELS: readonly MessageDescriptor[] = [
  msg({ id: 'SIM.SCRIPT.T1003', message: 'Credential dumping (T1003)' }),
  msg({ id: 'SIM.SCRIPT.T1007', message: 'System service discovery (T1007)' }),
  msg({
    id: 'SIM.SCRIPT.T1071',
    message: 'Application-layer protocol command and control (T1071)',
  }),
  msg({
    id: 'SIM.SCRIPT.AI',
    message: 'AI attack script for a language model',
  }),
];

export interface LabelledDownload {
  key: string;
  label: MessageDescriptor;
  item: DownloadItem | undefined;
}

/**
 * The answer is an array in request order (§7); an item the server left out is shown as missing
 * rather than shifting the others onto the wrong label.
 */
export function labelDownloads(items: readonly DownloadItem[]): LabelledDownload[] {
  return SIMULATION_SCRIPT_KEYS.map((key, index) => ({
    key,
    label: SCRIPT_LABELS[index] as MessageDescriptor,
    item: items[index],
  }));
}

/** Only http(s) links are offered: a signed URL is never a script. */
export function isSafeDownloadUrl(url: string): boolean {
  try {
    const parsed = new URL(url, typeof window === 'undefined' ? 'https://console.invalid/' : window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * On the console's own origin. Elsewhere (a signed storage URL) the link's `download` is ignored by the
 * browser, and an answer that is a page would replace the console: such a link opens a new window.
 */
export function isSameOriginDownload(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
