import { Box, Portal } from '@chakra-ui/react';
import { LAYERS } from '@soc/ui';
import type { RefObject } from 'react';
import { useFocusLabel, type FocusLabelPlacement, type LabelOf } from '../hooks/use-focus-label.ts';

/** From the anchor point: centred beside the control, or under it ending at its end. */
const SHIFT: Record<FocusLabelPlacement, string> = { end: 'translateY(-50%)', 'bottom-end': 'translateX(-100%)' };

export interface FocusLabelProps {
  /** Where the controls are: one listener for all of them. */
  container: RefObject<HTMLElement | null>;
  /** The label a focused control does not show itself (`ownLabel`, `cutTextIn`). */
  labelOf: LabelOf;
  placement: FocusLabelPlacement;
}

/**
 * The label of the focused control in `container`, drawn like a tooltip (`useFocusLabel`). Hidden from
 * assistive technology, which reads the control's own name already, and from the pointer; above the
 * menu on the layer scale, with no motion. A component of its own, so a focus that moves re-renders
 * the label alone, not the menu of thousands of entries around it.
 */
export function FocusLabel({ container, labelOf, placement }: FocusLabelProps) {
  const state = useFocusLabel(container, labelOf, placement);
  if (!state.shown) return null;
  return (
    <Portal>
      <Box
        aria-hidden="true" data-focus-label="" position="fixed" zIndex={LAYERS.dropdown} pointerEvents="none"
        maxW="xs" px="2.5" py="1" rounded="l2" bg="bg.inverted" color="fg.inverted" textStyle="xs" boxShadow="md"
        style={{ left: state.x, top: state.y, transform: SHIFT[state.placement] }}
      >
        {state.text}
      </Box>
    </Portal>
  );
}
