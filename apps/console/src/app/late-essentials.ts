import { loadRestOfCatalogue } from '@soc/i18n';
import { loadLateRecipes } from './ui-system.ts';

/**
 * What every piece loaded after the first paint needs before it renders: the recipes and the texts
 * the first download left out (the rest of the app system and of the active locale's catalogue).
 */
export function loadLateEssentials(): Promise<void> {
  return Promise.all([loadLateRecipes(), loadRestOfCatalogue()]).then(() => undefined);
}
