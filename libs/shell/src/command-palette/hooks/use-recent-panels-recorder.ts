import { useToggleUIEvent } from '@soc/events';
import { recordRecentPanel } from '../model/recent-panels.ts';

/**
 * Keeps the recent panels (issue 13): every panel opened through `toggleUICEvent`, by any page
 * script, panel or the palette itself, is recorded in this browser while the console runs.
 */
export function useRecentPanelsRecorder(storage?: Pick<Storage, 'getItem' | 'setItem'>): void {
  useToggleUIEvent('toggleDrawer', (detail) => {
    recordRecentPanel(detail, storage);
  });
}
