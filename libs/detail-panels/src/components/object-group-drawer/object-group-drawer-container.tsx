// Mounted once by the app. Listening costs nothing; the drawer's code loads the first time the
// `objectGroupDrawer` event arrives (its own lazy chunk).
import { lazy, Suspense, useState } from 'react';
import { useObjectGroupDrawer } from '../../hooks/use-object-group-drawer.ts';

const ObjectGroupDrawer = lazy(() =>
  import('./object-group-drawer.tsx').then((m) => ({
    default: m.ObjectGroupDrawer,
  })),
);

export interface ObjectGroupDrawerContainerProps {
  /** "New search" on a file: the app opens its global search page with the keyword. */
  onNewSearch: (keyword: string) => void;
}

/** The object-group drawer (spec 001 §2.16), opened by `toggleUICEvent` kind `objectGroupDrawer` (contract §7). */
export function ObjectGroupDrawerContainer({ onNewSearch }: ObjectGroupDrawerContainerProps) {
  const { state, close } = useObjectGroupDrawer();
  // Once loaded, stay mounted so the drawer can animate out.
  const [used, setUsed] = useState(false);
  if (state.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ObjectGroupDrawer state={state} onClose={close} onNewSearch={onNewSearch} />
    </Suspense>
  );
}
