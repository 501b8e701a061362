import { CHAKRA_RECIPES, CHAKRA_SLOT_RECIPES } from './chakra-theme.ts';
import { createAppSystem, EARLY_RECIPES, EARLY_SLOT_RECIPES, LATE_RECIPE_KEYS, LATE_SLOT_RECIPE_KEYS } from './app-system.ts';
import { LATE_RECIPES } from './late-recipes.ts';

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the app system', () => {
  it('splits the theme’s recipes into early and late without losing one', () => {
    expect(sorted([...Object.keys(EARLY_RECIPES), ...LATE_RECIPE_KEYS])).toEqual(sorted(Object.keys(CHAKRA_RECIPES)));
    expect(sorted([...Object.keys(EARLY_SLOT_RECIPES), ...LATE_SLOT_RECIPE_KEYS])).toEqual(sorted(Object.keys(CHAKRA_SLOT_RECIPES)));
    expect(sorted(Object.keys(LATE_RECIPES.recipes))).toEqual(sorted(LATE_RECIPE_KEYS));
    expect(sorted(Object.keys(LATE_RECIPES.slotRecipes))).toEqual(sorted(LATE_SLOT_RECIPE_KEYS));
  });

  it('styles early components at once and late ones once registered', () => {
    const warn = vi.fn();
    const app = createAppSystem({ warn });
    expect(app.system.getRecipeFn('button')({})).not.toEqual({});
    expect(app.system.isSlotRecipe('dialog')).toBe(false);

    // Too early: unstyled and reported, but not cached.
    const tooEarly = app.system.getSlotRecipeFn('dialog')({});
    expect(Object.keys(tooEarly)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dialog"'));

    app.registerLateRecipes(LATE_RECIPES);
    expect(app.isComplete()).toBe(true);
    expect(app.system.isSlotRecipe('dialog')).toBe(true);
    expect(Object.keys(app.system.getSlotRecipeFn('dialog')({}))).toContain('content');
    expect(app.system.getRecipeFn('input')({})).toBeTruthy();
  });

  it('leaves the global styles to the stylesheet built with the app, when asked to', () => {
    const runtime = createAppSystem().system;
    const staticGlobals = createAppSystem({ staticGlobalStyles: true }).system;
    expect(runtime._global.length).toBeGreaterThan(0);
    expect(staticGlobals._global).toEqual([]);
    // Everything else is the same system.
    expect(staticGlobals.token('colors.bg.canvas')).toBe(runtime.token('colors.bg.canvas'));
    expect(staticGlobals.getRecipeFn('button')({})).toEqual(runtime.getRecipeFn('button')({}));
  });
});
