import { createSystem, defineConfig, defineGlobalStyles } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakra-theme.ts';
import { palette, paletteHex } from './palette.ts';
import { semanticColors } from './semantic-colors.ts';
import type { ModePair } from './semantic-colors.ts';
import { DRAWER_WIDTHS, EMBEDDED_MODAL_SIZE, LAYERS } from './layout.ts';
import { riskBadgeRecipe } from './recipes/risk-badge-recipe.ts';
import { detailFieldRecipe } from './recipes/detail-field-recipe.ts';

/** System fonts only (stable screenshots); Noto Sans CJK JP supplies the Japanese glyphs. */
export const FONT_STACK = "'Liberation Sans', Arial, 'Noto Sans CJK JP', sans-serif";
const MONO_FONT_STACK = "'Liberation Mono', 'Noto Sans Mono CJK JP', 'Courier New', monospace";

interface TokenTree<T> {
  [key: string]: T | TokenTree<T>;
}
type ColorToken = { value: string };
type ModeToken = { value: { _light: string; _dark: string } };

const px = (n: number) => ({ value: `${n}px` });

function paletteTokens(): TokenTree<ColorToken> {
  const tree: TokenTree<ColorToken> = {};
  for (const [name, scale] of Object.entries(palette)) {
    tree[name] = Object.fromEntries(Object.entries(scale).map(([shade, hex]) => [shade, { value: hex }]));
  }
  return tree;
}

/**
 * Chakra's own colour groups: the console's `bg`, `fg` and `border` are their DEFAULT. As a plain token
 * `border` replaced the whole group, and with it `border.error` (invalid fields drew no red border),
 * `border.emphasized` and the rest that Chakra's recipes use.
 */
const CHAKRA_COLOR_GROUPS: ReadonlySet<string> = new Set(['bg', 'fg', 'border']);

/** Flat `{ 'risk.high': [light, dark] }` to Chakra's nested form, using DEFAULT where a name is also a group. */
function semanticColorTokens(table: Record<string, ModePair>): TokenTree<ModeToken> {
  const names = Object.keys(table);
  const isGroup = (name: string) => CHAKRA_COLOR_GROUPS.has(name) || names.some((other) => other.startsWith(`${name}.`));
  const tree: TokenTree<ModeToken> = {};
  for (const name of names) {
    const [light, dark] = table[name] as ModePair;
    const token: ModeToken = { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
    const path = isGroup(name) ? [...name.split('.'), 'DEFAULT'] : name.split('.');
    let node = tree;
    for (const key of path.slice(0, -1)) {
      const child = node[key] ?? {};
      node[key] = child;
      node = child as TokenTree<ModeToken>;
    }
    node[path[path.length - 1] as string] = token;
  }
  return tree;
}

/**
 * `prefers-contrast: more` (and the `contrast-more` class, for stories): muted text as strong as body
 * text, borders and focus rings that stand out. `!important` because the tokens live in Chakra's later
 * `tokens` layer, which an important declaration of an earlier layer still outranks.
 */
const MORE_CONTRAST = {
  '--chakra-colors-fg-muted': 'var(--chakra-colors-fg) !important',
  '--chakra-colors-border': 'var(--chakra-colors-neutral-500) !important',
  '--chakra-colors-header-border': 'var(--chakra-colors-neutral-500) !important',
  '& *:focus-visible': { outlineWidth: '3px !important', outlineOffset: '2px' },
};

export const CONTRAST_MORE_CLASS = 'contrast-more';

const globalCss = defineGlobalStyles({
  html: { bg: 'bg.canvas', color: 'fg', colorScheme: 'light' },
  'html.dark': { colorScheme: 'dark' },
  // Chakra's types do not model selectors nested in a global media query; the engine resolves them.
  '@media (prefers-contrast: more)': { html: MORE_CONTRAST } as SystemStyleObject,
  [`html.${CONTRAST_MORE_CLASS}`]: MORE_CONTRAST,
  // An entry "Show more" revealed takes the focus by script: a ring when the keyboard brought it there.
  '[data-revealed-entry]:focus': { outline: 'none' },
  '[data-revealed-entry]:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  // Forced colours (Windows high contrast) drop box shadows and backgrounds, which drew the focus ring,
  // the edges of floating surfaces, the current page and the selected tab: draw them with system colours.
  '@media (forced-colors: active)': {
    '*:focus-visible': { outline: '2px solid CanvasText !important', outlineOffset: '2px' },
    '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-part="content"][data-scope="popover"]': {
      border: '1px solid CanvasText',
    },
    '[aria-current="page"], [data-holds-current]': { outline: '2px solid Highlight', outlineOffset: '-2px' },
    '[role="tab"][aria-selected="true"]': { textDecoration: 'underline', textDecorationThickness: '3px', textUnderlineOffset: '6px' },
  } as SystemStyleObject,
  body: {
    bg: 'bg.canvas',
    color: 'fg',
    fontFamily: 'body',
    textStyle: 'sm',
    lineHeight: '1.5',
  },
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});

export const consoleConfig = defineConfig({
  globalCss,
  theme: {
    tokens: {
      colors: paletteTokens(),
      fonts: {
        body: { value: FONT_STACK },
        heading: { value: FONT_STACK },
        mono: { value: MONO_FONT_STACK },
      },
      sizes: {
        drawer: {
          panel: px(DRAWER_WIDTHS.panel),
          global: px(DRAWER_WIDTHS.global),
          objectGroup: px(DRAWER_WIDTHS.objectGroup),
        },
        modal: { embedded: px(EMBEDDED_MODAL_SIZE.width), embeddedHeight: px(EMBEDDED_MODAL_SIZE.height) },
      },
      zIndex: {
        dropdown: { value: LAYERS.dropdown },
        panelDrawer: { value: LAYERS.panelDrawer },
        panelModal: { value: LAYERS.panelModal },
      },
    },
    semanticTokens: {
      colors: semanticColorTokens(semanticColors),
      // Crisp, dense corners: controls 2-4px, panels 4px.
      radii: {
        l1: { value: '{radii.xs}' },
        l2: { value: '{radii.sm}' },
        l3: { value: '{radii.sm}' },
      },
    },
    recipes: { riskBadge: riskBadgeRecipe },
    slotRecipes: { detailField: detailFieldRecipe },
  },
});

/** The console's Chakra system: Chakra's base theme plus the console's tokens, recipes and global styles. */
export const consoleSystem = /* @__PURE__ */ createSystem(chakraThemeConfig, consoleConfig);

/** The hex value of a semantic colour in one mode (for contrast checks and canvas drawing). */
export function semanticColorHex(name: keyof typeof semanticColors, mode: 'light' | 'dark'): string {
  const [light, dark] = semanticColors[name];
  return paletteHex(mode === 'light' ? light : dark);
}
