// The console app's Chakra system, split for the first download (issue 11, item 8): the recipes of
// what the first paint draws (frame, pages, loading and error states) are in it from the start; the
// recipes of menus, dialogs, drawers, tabs, tables, forms and toasts — drawn only after the first
// paint — come with `registerLateRecipes` from their own chunk. Stories and tests keep `consoleSystem`,
// which has every recipe at once.
import { createSystem, type SystemContext } from '@chakra-ui/react';
import {
  badgeRecipe, buttonRecipe, codeRecipe, dataListSlotRecipe, emptyStateSlotRecipe, headingRecipe, iconRecipe, linkRecipe, skeletonRecipe, spinnerRecipe,
} from '@chakra-ui/react/theme';
import { chakraConfigWith } from './chakra-base-config.ts';
import { consoleConfig } from './console-system.ts';

/** Recipes the first paint needs (the frame, every page, loading / empty / error states). */
export const EARLY_RECIPES = { badge: badgeRecipe, button: buttonRecipe, code: codeRecipe, heading: headingRecipe, icon: iconRecipe, link: linkRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe };
export const EARLY_SLOT_RECIPES = { dataList: dataListSlotRecipe, emptyState: emptyStateSlotRecipe };

/** The names of the other recipes of the console's theme (their code is in late-recipes.ts). */
export const LATE_RECIPE_KEYS = ['checkmark', 'input', 'inputAddon', 'mark', 'radiomark', 'separator', 'textarea'] as const;
export const LATE_SLOT_RECIPE_KEYS = [
  'accordion', 'alert', 'checkbox', 'collapsible', 'dialog', 'drawer', 'field', 'list', 'menu', 'nativeSelect', 'popover', 'radioGroup', 'table', 'tabs', 'toast', 'tooltip',
] as const;

type Recipes = Record<string, unknown>;
export interface LateRecipes {
  recipes: Recipes;
  slotRecipes: Recipes;
}

const EMPTY = {};

export interface AppSystemOptions {
  warn?: (message: string) => void;
  /**
   * The global styles (reset, global CSS, every token's CSS variable) are in a stylesheet built from
   * this same system at build time (apps/console/vite/chakra-static-globals.ts), so the provider inserts
   * none at run time: serialising them was the largest piece of the first render (issue 11, item 9).
   */
  staticGlobalStyles?: boolean;
}

/** A system with the early recipes; `registerLateRecipes` adds the others once their chunk is here. */
export function createAppSystem({ warn = console.warn, staticGlobalStyles = false }: AppSystemOptions = {}) {
  const base = createSystem(chakraConfigWith({ ...EARLY_RECIPES }, { ...EARLY_SLOT_RECIPES }), consoleConfig);
  const late = { recipes: new Set<string>(LATE_RECIPE_KEYS), slotRecipes: new Set<string>(LATE_SLOT_RECIPE_KEYS) };
  let registered = false;
  // Chakra caches a recipe function on first use: a late recipe asked for too early would stay
  // empty for the page's life. Until registration it is answered uncached (unstyled) and reported.
  const early = (kind: 'recipes' | 'slotRecipes', key: string | undefined) => {
    if (registered || key === undefined || !late[kind].has(key)) return false;
    warn(`[ui] the "${key}" recipe was used before the late recipes were registered; load the component after the first paint`);
    return true;
  };
  // Property descriptors, not a spread: the console's build makes Chakra's `_global` a lazy getter,
  // and a spread would read it (building every global style) only to throw it away.
  const system = Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(base),
    ...(staticGlobalStyles ? { _global: { value: [], enumerable: true } } : {}),
    getRecipeFn: {
      value: ((key, fallback) => (early('recipes', key) ? base.cva(fallback ?? EMPTY) : base.getRecipeFn(key, fallback))) satisfies SystemContext['getRecipeFn'],
      enumerable: true,
    },
    getSlotRecipeFn: {
      value: ((key, fallback) => (early('slotRecipes', key) ? base.sva(fallback ?? EMPTY) : base.getSlotRecipeFn(key, fallback))) satisfies SystemContext['getSlotRecipeFn'],
      enumerable: true,
    },
  });
  return {
    system,
    /** Adds the recipes that were left out of the first download (idempotent). */
    registerLateRecipes(lateRecipes: LateRecipes) {
      if (registered) return;
      const theme = base._config.theme ?? {};
      Object.assign((theme.recipes ??= {}), lateRecipes.recipes);
      Object.assign((theme.slotRecipes ??= {}), lateRecipes.slotRecipes);
      registered = true;
    },
    isComplete: () => registered,
  };
}
