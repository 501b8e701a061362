import { DialogFrame } from '@soc/ui';
import type { ComponentProps } from 'react';

export type PanelModalProps = Omit<ComponentProps<typeof DialogFrame>, 'layer' | 'size' | 'scrollBehavior'>;

/** A modal a panel opens: above the drawer (layer 1002), large, a long content scrolling inside. */
export function PanelModal(props: PanelModalProps) {
  return <DialogFrame {...props} layer="panelModal" size="lg" scrollBehavior="inside" />;
}
