// Chakra's `defaultConfig` without its recipes, shared by the full theme (chakra-theme.ts) and the
// app's split system (app-system.ts). Its own module: the app system must not pull in every recipe.
import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

/** Chakra's `defaultConfig` with only the given recipes. */
export function chakraConfigWith(recipes: Recipes, slotRecipes: SlotRecipes) {
  return mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
    }),
  );
}
