import { useRecentPanelsRecorder } from '../hooks/use-recent-panels-recorder.ts';

/** Mounted once by the app with the drawer: records the panels that open, for the palette. */
export function RecentPanelsRecorder({ storage }: { storage?: Pick<Storage, 'getItem' | 'setItem'> }) {
  useRecentPanelsRecorder(storage);
  return null;
}
