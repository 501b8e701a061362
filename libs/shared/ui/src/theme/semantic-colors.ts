import type { PaletteRef } from './palette.ts';

/** A colour for each mode: `[light, dark]`. */
export type ModePair = readonly [light: PaletteRef, dark: PaletteRef];

/**
 * Every semantic colour the console defines, flat by token name.
 * A name that is also the prefix of another (e.g. `risk.high` and `risk.high.subtle`)
 * becomes that group's DEFAULT, so both `color="risk.high"` and `bg="risk.high.subtle"` work.
 * `bg`, `fg`, `border`, `bg.panel` and `bg.subtle` override Chakra's own tokens so that Chakra
 * components match the console.
 */
export const semanticColors = {
  // Surfaces
  bg: ['neutral.0', 'neutral.900'],
  'bg.canvas': ['neutral.50', 'neutral.950'],
  'bg.panel': ['neutral.0', 'neutral.900'],
  'bg.subtle': ['neutral.100', 'neutral.850'],
  // Text
  fg: ['neutral.900', 'neutral.200'],
  'fg.default': ['neutral.900', 'neutral.200'],
  'fg.muted': ['neutral.600', 'neutral.400'],
  border: ['neutral.200', 'neutral.800'],
  // The edge of an unticked checkbox or radio, which is all that shows the control: 3:1 against the
  // panel at least (WCAG 1.4.11); Chakra's own grey is 1.5:1.
  'border.emphasized': ['neutral.500', 'neutral.400'],
  // Navigation chrome: the sidebar is dark in both modes.
  'sidebar.bg': ['ink.800', 'ink.950'],
  'sidebar.fg': ['ink.100', 'ink.100'],
  'sidebar.fgMuted': ['ink.300', 'ink.300'],
  'sidebar.hover': ['ink.700', 'ink.900'],
  'sidebar.active': ['ink.600', 'ink.700'],
  'sidebar.border': ['ink.700', 'ink.900'],
  'header.bg': ['neutral.0', 'neutral.900'],
  'header.fg': ['neutral.900', 'neutral.200'],
  'header.border': ['neutral.200', 'neutral.800'],
  // Risk (spec: high red, medium orange, low and noRisk green). The DEFAULT is a text colour.
  'risk.high': ['crimson.700', 'crimson.300'],
  'risk.high.subtle': ['crimson.50', 'crimson.950'],
  'risk.medium': ['amber.700', 'amber.300'],
  'risk.medium.subtle': ['amber.50', 'amber.950'],
  'risk.low': ['emerald.700', 'emerald.300'],
  'risk.low.subtle': ['emerald.50', 'emerald.950'],
  'risk.noRisk': ['emerald.700', 'emerald.300'],
  'risk.noRisk.subtle': ['emerald.50', 'emerald.950'],
  'risk.unknown': ['neutral.700', 'neutral.300'],
  'risk.unknown.subtle': ['neutral.100', 'neutral.850'],
  // Status
  'status.success': ['emerald.700', 'emerald.300'],
  'status.success.subtle': ['emerald.50', 'emerald.950'],
  'status.warning': ['amber.700', 'amber.300'],
  'status.warning.subtle': ['amber.50', 'amber.950'],
  'status.error': ['crimson.700', 'crimson.300'],
  'status.error.subtle': ['crimson.50', 'crimson.950'],
  'status.info': ['azure.700', 'azure.300'],
  'status.info.subtle': ['azure.50', 'azure.950'],
  // The brand palette's semantic slots, so `colorPalette="brand"` works on every Chakra component.
  'brand.solid': ['brand.600', 'brand.500'],
  'brand.contrast': ['neutral.0', 'neutral.0'],
  'brand.fg': ['brand.600', 'brand.300'],
  'brand.muted': ['brand.100', 'brand.900'],
  'brand.subtle': ['brand.50', 'brand.950'],
  'brand.emphasized': ['brand.200', 'brand.800'],
  'brand.focusRing': ['brand.500', 'brand.400'],
  // Chakra's gray ring (its gray.400, about 2.6:1 on white) is the focus ring of every control without a
  // palette; a focus indicator needs 3:1 against what surrounds it (WCAG 1.4.11).
  'gray.focusRing': ['neutral.600', 'neutral.400'],
  'brand.border': ['brand.500', 'brand.400'],
} as const satisfies Record<string, ModePair>;

export type SemanticColorName = keyof typeof semanticColors;

type Level = 'high' | 'medium' | 'low' | 'noRisk' | 'unknown';
type Status = 'success' | 'warning' | 'error' | 'info';
type Pair = readonly [fg: SemanticColorName, bg: SemanticColorName];

const onSurfaces = (fg: SemanticColorName, ...bgs: SemanticColorName[]): Pair[] => bgs.map((bg) => [fg, bg] as const);

/**
 * Text/background pairs that must reach WCAG AA (4.5:1) in both modes.
 * The theme test checks every pair; add one whenever a component puts text on a new surface.
 */
export const contrastPairs: readonly Pair[] = [
  ...onSurfaces('fg', 'bg.canvas', 'bg.panel', 'bg.subtle'),
  ...onSurfaces('fg.muted', 'bg.canvas', 'bg.panel', 'bg.subtle'),
  ...onSurfaces('brand.fg', 'bg.canvas', 'bg.panel', 'bg.subtle'),
  ['header.fg', 'header.bg'],
  ...onSurfaces('sidebar.fg', 'sidebar.bg', 'sidebar.hover', 'sidebar.active'),
  ['sidebar.fgMuted', 'sidebar.bg'],
  ['brand.contrast', 'brand.solid'],
  ...(['high', 'medium', 'low', 'noRisk', 'unknown'] as const satisfies readonly Level[]).flatMap((level) =>
    onSurfaces(`risk.${level}`, `risk.${level}.subtle`, 'bg.canvas', 'bg.panel', 'bg.subtle'),
  ),
  ...(['success', 'warning', 'error', 'info'] as const satisfies readonly Status[]).flatMap((status) =>
    onSurfaces(`status.${status}`, `status.${status}.subtle`, 'bg.canvas', 'bg.panel'),
  ),
];
