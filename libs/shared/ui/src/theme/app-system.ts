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

/** A system with the early recipes; `registerLateRecipes` adds the others once their chunk is here. */
export function createAppSystem(warn: (message: string) => void = console.warn) {
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
  const system: SystemContext = {
    ...base,
    getRecipeFn: (key, fallback) => (early('recipes', key) ? base.cva(fallback ?? EMPTY) : base.getRecipeFn(key, fallback)),
    getSlotRecipeFn: (key, fallback) => (early('slotRecipes', key) ? base.sva(fallback ?? EMPTY) : base.getSlotRecipeFn(key, fallback)),
  };
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
