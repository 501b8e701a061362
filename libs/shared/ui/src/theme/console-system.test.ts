import { consoleSystem, semanticColorHex, FONT_STACK } from './console-system.ts';
import { contrastPairs, semanticColors } from './semantic-colors.ts';
import type { SemanticColorName } from './semantic-colors.ts';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour of the built system in one mode, following its references (`{colors.neutral.600}`) to the hex. */
function systemColorHex(path: string, mode: 'light' | 'dark'): string {
  const token = consoleSystem.tokens.getByName(`colors.${path}`);
  const conditions = token?.extensions['conditions'] as Record<string, string> | undefined;
  const value = String(conditions ? (conditions[mode === 'light' ? '_light' : '_dark'] ?? conditions['base']) : token?.originalValue);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference?.[1] ? systemColorHex(reference[1], mode) : value;
}

// The palettes of the console's focusable controls: gray is every control without one (outline and
// ghost buttons, inputs, checkboxes), brand the primary actions, red the red alert's button, blue the
// simulator's. Each one's ring is checked on every surface a control sits on.
const CONTROL_PALETTES = ['gray', 'brand', 'red', 'blue'] as const;
const SURFACES = ['bg.canvas', 'bg.panel', 'bg.subtle'] as const;
const focusRingPairs = CONTROL_PALETTES.flatMap((palette) => SURFACES.map((surface) => [`${palette}.focusRing`, surface] as const));

describe('consoleSystem', () => {
  // Text needs 4.5:1 on its background (WCAG 1.4.3); a focus ring 3:1 on the surface it is drawn on (1.4.11).
  it.each([
    { kind: 'text/background pair', pairs: contrastPairs, minimum: 4.5, mode: 'light' },
    { kind: 'text/background pair', pairs: contrastPairs, minimum: 4.5, mode: 'dark' },
    { kind: 'focus ring/surface pair', pairs: focusRingPairs, minimum: 3, mode: 'light' },
    { kind: 'focus ring/surface pair', pairs: focusRingPairs, minimum: 3, mode: 'dark' },
  ] as const)('gives every $kind at least $minimum:1 in $mode mode', ({ pairs, minimum, mode }) => {
    const failures = pairs
      .map(([fg, bg]) => ({ fg, bg, ratio: contrast(systemColorHex(fg, mode), systemColorHex(bg, mode)) }))
      .filter(({ ratio }) => ratio < minimum)
      .map(({ fg, bg, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
  });

  it('keeps the sidebar dark in both modes', () => {
    expect(luminance(semanticColorHex('sidebar.bg', 'light'))).toBeLessThan(0.05);
    expect(luminance(semanticColorHex('sidebar.bg', 'dark'))).toBeLessThan(0.05);
  });

  it('defines each semantic colour as a token with a light and a dark value', () => {
    const css = JSON.stringify(consoleSystem.getTokenCss());
    const names: SemanticColorName[] = ['bg.canvas', 'bg.panel', 'bg.subtle', 'fg.default', 'fg.muted', 'border', 'sidebar.bg', 'sidebar.fg', 'header.bg', 'risk.high', 'risk.medium', 'risk.low', 'risk.noRisk', 'risk.unknown', 'status.success', 'status.warning', 'status.error', 'status.info'];
    for (const name of names) {
      expect(Object.keys(semanticColors)).toContain(name);
      const variable = `--chakra-colors-${name.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      // Once for :root/.light, once for .dark.
      expect(css.split(`"${variable}"`).length - 1).toBe(2);
    }
  });

  it('resolves the risk colour groups with DEFAULT and subtle', () => {
    expect(consoleSystem.token('colors.risk.high')).toBe('var(--chakra-colors-risk-high)');
    expect(consoleSystem.token('colors.risk.high.subtle')).toBe('var(--chakra-colors-risk-high-subtle)');
    // The console's border is Chakra's border group's DEFAULT: the group's other tokens stay (invalid fields' red border).
    expect(consoleSystem.token('colors.border')).toBe('var(--chakra-colors-border)');
    for (const name of ['error', 'emphasized', 'muted']) expect(consoleSystem.tokens.getByName(`colors.border.${name}`)?.value).toBeDefined();
  });

  it('has the specified drawer and modal sizes and layers', () => {
    expect(consoleSystem.token('sizes.drawer.panel')).toBe('450px');
    expect(consoleSystem.token('sizes.drawer.global')).toBe('504px');
    expect(consoleSystem.token('sizes.drawer.objectGroup')).toBe('500px');
    expect(consoleSystem.token('sizes.modal.embedded')).toBe('832px');
    expect(consoleSystem.token('zIndex.panelDrawer')).toBe(1001);
    expect(consoleSystem.token('zIndex.panelModal')).toBe(1002);
  });

  it('uses the system font stack with a Japanese fallback', () => {
    expect(FONT_STACK).toBe("'Liberation Sans', Arial, 'Noto Sans CJK JP', sans-serif");
    expect(consoleSystem.token('fonts.body')).toBe(FONT_STACK);
  });

  it('registers the console recipes', () => {
    expect(consoleSystem.isRecipe('riskBadge')).toBe(true);
    expect(consoleSystem.isSlotRecipe('detailField')).toBe(true);
    // Chakra's own form-field recipe is untouched.
    expect(consoleSystem.isSlotRecipe('field')).toBe(true);
  });

  it('sets the page colours and respects reduced motion globally', () => {
    const css = JSON.stringify(consoleSystem.getGlobalCss());
    expect(css).toContain('"&body":{"background":"var(--chakra-colors-bg-canvas)"');
    expect(css).toContain('"@media (prefers-reduced-motion: reduce)":{"animationDuration":"0.01ms !important"');
    expect(css).toContain('"&html.dark":{"colorScheme":"dark"}');
  });
});
