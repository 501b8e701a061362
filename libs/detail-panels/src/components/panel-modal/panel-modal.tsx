import { DialogFrame } from '@soc/ui';
import type { ComponentProps } from 'react';
import { DrawerLayerContext } from '../drawer/drawer-layer.ts';

export type PanelModalProps = Omit<ComponentProps<typeof DialogFrame>, 'layer' | 'size' | 'scrollBehavior'>;

/**
 * A modal a panel opens: above the drawer (layer 1002), large, a long content scrolling inside. A menu
 * anywhere in it goes to the page's end, above the modal, not into the drawer under it.
 */
export function PanelModal(props: PanelModalProps) {
  return (
    <DrawerLayerContext.Provider value={undefined}>
      <DialogFrame {...props} layer="panelModal" size="lg" scrollBehavior="inside" />
    </DrawerLayerContext.Provider>
  );
}
