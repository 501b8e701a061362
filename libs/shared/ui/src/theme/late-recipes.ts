// The recipes the app system leaves out of the first download (see app-system.ts): every recipe of
// the console's theme that is not an early one. Imported only from the app's late-recipes chunk.
import { CHAKRA_RECIPES, CHAKRA_SLOT_RECIPES } from './chakra-theme.ts';
import { EARLY_RECIPES, EARLY_SLOT_RECIPES, type LateRecipes } from './app-system.ts';

const without = (all: Record<string, unknown>, early: Record<string, unknown>) => Object.fromEntries(Object.entries(all).filter(([key]) => !(key in early)));

export const LATE_RECIPES: LateRecipes = {
  recipes: without(CHAKRA_RECIPES, EARLY_RECIPES),
  slotRecipes: without(CHAKRA_SLOT_RECIPES, EARLY_SLOT_RECIPES),
};
