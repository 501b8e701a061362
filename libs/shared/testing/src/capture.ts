// The screen each story is drawn on for its visual check: by the local pass (e2e/storybook-visual,
// which reads a story's tags from the built index) and by Chromatic's hosted run (which reads a
// story's `chromatic.modes` parameter). Tags are static strings Storybook indexes; parameters are
// what Chromatic reads. The preview checks before every story that the two agree.

/** Untagged stories show a panel; `wide` a whole frame (the shell); `narrow` a phone (Storybook's mobile1). */
export const CAPTURE_VIEWPORTS = {
  panel: { width: 800, height: 600 },
  wide: { width: 1280, height: 800 },
  narrow: { width: 320, height: 568 },
} as const;

export type CaptureSize = keyof typeof CAPTURE_VIEWPORTS;

/** The size a story with these tags is captured at (`narrow` wins over `wide`). */
export function captureSizeOf(tags: readonly string[]): CaptureSize {
  if (tags.includes('narrow')) return 'narrow';
  if (tags.includes('wide')) return 'wide';
  return 'panel';
}

interface ChromaticMode {
  viewport?: { width: number; height: number };
  disable?: boolean;
}

/**
 * The `chromatic` parameter of a story captured at `size`: that size's mode on, every other off.
 * Parameters merge deeply from the project down, so every mode is named: a narrow story in a wide
 * file switches the inherited wide mode off, and the mode it wants back on (`disable: false`).
 */
export function chromaticCapture(size: CaptureSize): { modes: Record<CaptureSize, ChromaticMode> } {
  const mode = (name: CaptureSize): ChromaticMode => (name === size ? { viewport: CAPTURE_VIEWPORTS[name], disable: false } : { disable: true });
  return { modes: { panel: mode('panel'), wide: mode('wide'), narrow: mode('narrow') } };
}

/**
 * Why a story's Chromatic modes do not capture it at the size its tags give, or undefined when they
 * do: exactly one mode on, at the tagged size's viewport.
 */
export function captureMismatch(tags: readonly string[], chromatic: unknown): string | undefined {
  const size = captureSizeOf(tags);
  const { modes = {}, disableSnapshot = false } = (chromatic ?? {}) as { modes?: Record<string, ChromaticMode>; disableSnapshot?: boolean };
  // A story the local pass does not screenshot (`no-visual`) has no hosted snapshot either, and the other way round.
  if (tags.includes('no-visual') !== disableSnapshot) {
    return `${disableSnapshot ? 'not ' : ''}tagged \`no-visual\`, but its Chromatic snapshot is ${disableSnapshot ? 'off' : 'on'}. Set \`parameters: { chromatic: { disableSnapshot: ${!disableSnapshot} } }\` to match.`;
  }
  const enabled = Object.entries(modes).filter(([, mode]) => !mode.disable);
  const expected = CAPTURE_VIEWPORTS[size];
  const [only] = enabled;
  const matches =
    enabled.length === 1 && only?.[0] === size && only[1].viewport?.width === expected.width && only[1].viewport.height === expected.height;
  if (matches) return undefined;
  const found = enabled.map(([name]) => name).join(', ') || 'none';
  return `tagged for the ${size} capture, but its Chromatic modes are: ${found}. Add \`parameters: { chromatic: chromaticCapture('${size}') }\` (@soc/testing/story) beside the tag.`;
}
