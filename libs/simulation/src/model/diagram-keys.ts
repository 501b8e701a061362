// The attack-path diagram's keyboard (WCAG 2.1.1 and 2.5.7: every drag and pinch has a key alternative).
import { PAN_STEP } from './zoom.ts';

export type DiagramAction = { kind: 'zoom'; direction: 1 | -1 } | { kind: 'reset' } | { kind: 'pan'; dx: number; dy: number } | { kind: 'closeTooltip' };

/** The action of a key pressed on the diagram, or undefined for keys it leaves alone. */
export function diagramKeyAction(key: string): DiagramAction | undefined {
  switch (key) {
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', direction: -1 };
    case '0':
      return { kind: 'reset' };
    // An arrow moves the view: the picture slides the other way, as when dragging it.
    case 'ArrowLeft':
      return { kind: 'pan', dx: PAN_STEP, dy: 0 };
    case 'ArrowRight':
      return { kind: 'pan', dx: -PAN_STEP, dy: 0 };
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: PAN_STEP };
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -PAN_STEP };
    case 'Escape':
      return { kind: 'closeTooltip' };
    default:
      return undefined;
  }
}
