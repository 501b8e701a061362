import { createAppSystem } from '@soc/ui';

/**
 * The console's Chakra system with only the recipes of the first paint; the others (menus, dialogs,
 * drawers, tabs, tables, forms, toasts) come in their own chunk, before anything that draws them.
 * Its global styles are the stylesheet that boot.ts imports (apps/console/vite/chakra-static-globals.ts).
 */
export const appUi = createAppSystem({ staticGlobalStyles: true });

let late: Promise<void> | undefined;

/** Loads and registers the late recipes (once). Every chunk loaded after the first paint waits for it. */
export function loadLateRecipes(): Promise<void> {
  return (late ??= import('./slots/chunks/late-recipes.ts').then(({ LATE_RECIPES }) => appUi.registerLateRecipes(LATE_RECIPES)));
}
