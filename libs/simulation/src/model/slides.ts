// The simulator's carousel (spec 002 §2.2, §4): seven slides, the network slide's three sub-slides,
// and how the global event's `slideNumber` / `currentType` choose among them (contract §7).

export const SLIDES = [0, 1, 2, 3, 4, 5, 6] as const;
export type SlideNumber = (typeof SLIDES)[number];

export type NetworkSubSlide = 'script' | 'behaviorAnomaly' | 'threatActor';

/** §2.2: the arrows are hidden on slides 2, 3 and 4 (and while loading). */
const SLIDES_WITHOUT_ARROWS: ReadonlySet<SlideNumber> = new Set<SlideNumber>([2, 3, 4]);

/** §9: a carousel jump is retried every 200 ms until the carousel is ready. */
export const CAROUSEL_JUMP_RETRY_MS = 200;

/** §2.2: the simulator modal is 992 wide; §9: the attack-path modal 1000. */
export const SIMULATOR_MODAL_WIDTH = 992;
export const ATTACK_PATH_MODAL_WIDTH = 1000;

export interface SimulatorRequest {
  slideNumber?: unknown;
  currentType?: unknown;
}

function isSlideNumber(value: unknown): value is SlideNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

export function showArrows(slide: SlideNumber, loading: boolean): boolean {
  return !loading && !SLIDES_WITHOUT_ARROWS.has(slide);
}

/** The slides the arrows move between. */
const ARROW_SLIDES = SLIDES.filter((slide) => !SLIDES_WITHOUT_ARROWS.has(slide));

/**
 * The slide an arrow leads to, or undefined at either end. The arrows step over slides 2, 3 and 4:
 * those have no arrows (§2.2), so an arrow into them was a dead end; an opening request reaches them.
 */
export function adjacentSlide(slide: SlideNumber, step: 1 | -1): SlideNumber | undefined {
  return step > 0 ? ARROW_SLIDES.find((other) => other > slide) : ARROW_SLIDES.findLast((other) => other < slide);
}

// Page scripts spell the sub-slide in several ways; the specification only names the three kinds.
const SUB_SLIDE_ALIASES: Record<string, NetworkSubSlide> = {
  script: 'script',
  behavioranomaly: 'behaviorAnomaly',
  behaviouranomaly: 'behaviorAnomaly',
  behavior_anomaly: 'behaviorAnomaly',
  anomaly: 'behaviorAnomaly',
  threatactor: 'threatActor',
  threat_actor: 'threatActor',
};

/**
 * Where an opening request lands. A missing or unknown `slideNumber` opens slide 0; `currentType`
 * chooses the network slide's sub-slide (script when missing or unknown).
 */
export function resolveRequest(request: SimulatorRequest): {
  slide: SlideNumber;
  subSlide: NetworkSubSlide;
} {
  const slide = isSlideNumber(request.slideNumber) ? request.slideNumber : 0;
  const type = typeof request.currentType === 'string' ? request.currentType.replace(/[\s-]/g, '').toLowerCase() : '';
  return { slide, subSlide: SUB_SLIDE_ALIASES[type] ?? 'script' };
}
