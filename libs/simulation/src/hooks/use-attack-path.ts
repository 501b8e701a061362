import type { ProvidedZoom, TransformMatrix } from '@visx/zoom';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { diagramKeyAction } from '../model/diagram-keys.ts';
import { stepFactor } from '../model/zoom.ts';

/** The part of visx's zoom state the diagram drives. */
export type DiagramZoom = Pick<ProvidedZoom<HTMLDivElement>, 'scale' | 'translate' | 'reset' | 'dragStart' | 'dragMove' | 'dragEnd'> & {
  transformMatrix: TransformMatrix;
  isDragging: boolean;
};

export interface AttackPathInteraction {
  activeStep: number | undefined;
  toggleStep: (step: number) => void;
  closeTooltip: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** On the diagram's focusable box: + − 0 and the arrows (Esc for an open tooltip is caught earlier, see `boxRef`). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Mouse and touch drag on the box; a press outside every step also closes the tooltip (§4). */
  dragHandlers: {
    onMouseDown: (event: MouseEvent<HTMLElement>) => void;
    onMouseMove: (event: MouseEvent<HTMLElement>) => void;
    onMouseUp: () => void;
    onMouseLeave: () => void;
    onTouchStart: (event: TouchEvent<HTMLElement>) => void;
    onTouchMove: (event: TouchEvent<HTMLElement>) => void;
    onTouchEnd: () => void;
  };
  /**
   * Attach to the box: the wheel zooms in 0.1 steps (a passive React listener could not stop the page
   * scrolling), and Esc pressed inside it closes an open tooltip only, not the dialog around it.
   */
  boxRef: (element: HTMLElement | null) => void;
  /** Attach to the active step and to its tooltip: a press anywhere but on these closes the tooltip (§4). */
  activeStepRef: (element: Element | null) => void;
  tooltipRef: (element: Element | null) => void;
}

const onStep = (target: EventTarget | null) => target instanceof Element && target.closest('[data-step]') !== null;

/**
 * The attack-path diagram's behaviour (spec 002 §2.3, §4, §9): zoom by 0.1 with a floor above 0.1,
 * reset, drag, and a tooltip per numbered step that a second click, a press anywhere else on the page or Esc closes.
 */
export function useAttackPath(zoom: DiagramZoom): AttackPathInteraction {
  const [activeStep, setActiveStep] = useState<number | undefined>(undefined);
  const latest = useRef(zoom);
  latest.current = zoom;

  const zoomBy = useCallback((direction: 1 | -1) => {
    const factor = stepFactor(latest.current.transformMatrix.scaleX, direction);
    if (factor !== 1) latest.current.scale({ scaleX: factor, scaleY: factor });
  }, []);
  const zoomIn = useCallback(() => zoomBy(1), [zoomBy]);
  const zoomOut = useCallback(() => zoomBy(-1), [zoomBy]);
  const reset = useCallback(() => latest.current.reset(), []);
  const closeTooltip = useCallback(() => setActiveStep(undefined), []);
  const toggleStep = useCallback((step: number) => setActiveStep((current) => (current === step ? undefined : step)), []);

  // §4 "clicking elsewhere": anywhere on the page, not only in the box (the text, the form, the dialog).
  // Only while a step is open; the press on the open step itself is left to its click, which toggles it.
  const activeElement = useRef<Element | null>(null);
  const tooltipElement = useRef<Element | null>(null);
  const activeStepRef = useCallback((element: Element | null) => {
    activeElement.current = element;
  }, []);
  const tooltipRef = useCallback((element: Element | null) => {
    tooltipElement.current = element;
  }, []);
  const stepOpen = activeStep !== undefined;
  useEffect(() => {
    if (!stepOpen) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && (activeElement.current?.contains(target) || tooltipElement.current?.contains(target))) return;
      closeTooltip();
    };
    // Capture: a control that stops the press from bubbling still counts as "elsewhere".
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [stepOpen, closeTooltip]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = diagramKeyAction(event.key);
      // Esc is left to the window listener below, or, with no tooltip open, to the dialog.
      if (!action || action.kind === 'closeTooltip') return;
      event.preventDefault();
      if (action.kind === 'zoom') zoomBy(action.direction);
      else if (action.kind === 'reset') reset();
      else
        latest.current.translate({
          translateX: action.dx,
          translateY: action.dy,
        });
    },
    [reset, zoomBy],
  );

  const press = useCallback(
    (event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>) => {
      if (onStep(event.target)) return;
      closeTooltip();
      latest.current.dragStart(event);
    },
    [closeTooltip],
  );
  const move = useCallback((event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>) => {
    if (latest.current.isDragging) latest.current.dragMove(event);
  }, []);
  const release = useCallback(() => {
    if (latest.current.isDragging) latest.current.dragEnd();
  }, []);

  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!box) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? 1 : -1);
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [box, zoomBy]);

  // Esc closes the open tooltip, the topmost layer, and only it; the next Esc closes the dialog. The dialog's
  // layer hears Esc on the document in the capture phase, before any React handler: only the window, in its
  // capture phase, comes earlier. Only for Esc pressed inside the box, so a dialog opened on top keeps its own.
  useEffect(() => {
    if (!stepOpen || !box) return undefined;
    const view = box.ownerDocument.defaultView;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      if (diagramKeyAction(event.key)?.kind !== 'closeTooltip') return;
      if (!(event.target instanceof Node) || !box.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      closeTooltip();
    };
    view?.addEventListener('keydown', onEscape, true);
    return () => view?.removeEventListener('keydown', onEscape, true);
  }, [stepOpen, box, closeTooltip]);

  return {
    activeStep,
    toggleStep,
    closeTooltip,
    zoomIn,
    zoomOut,
    reset,
    onKeyDown,
    dragHandlers: {
      onMouseDown: press,
      onMouseMove: move,
      onMouseUp: release,
      onMouseLeave: release,
      onTouchStart: press,
      onTouchMove: move,
      onTouchEnd: release,
    },
    boxRef: setBox,
    activeStepRef,
    tooltipRef,
  };
}
