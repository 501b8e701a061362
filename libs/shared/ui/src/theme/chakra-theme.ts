// Chakra's default theme without the ~70 component recipes it bundles: only the recipes of the
// components this console renders are registered, which keeps about 100 KiB of unused styles out of
// the first download. `recipe-coverage.test.ts` fails when a component is used without its recipe.
import {
  accordionSlotRecipe, alertSlotRecipe, badgeRecipe, buttonRecipe, checkboxSlotRecipe, checkmarkRecipe, codeRecipe, collapsibleSlotRecipe,
  dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe,
  inputRecipe, linkRecipe, listSlotRecipe, markRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, radioGroupSlotRecipe,
  radiomarkRecipe, separatorRecipe, skeletonRecipe, spinnerRecipe, tableSlotRecipe, tabsSlotRecipe, textareaRecipe, toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { chakraConfigWith } from './chakra-base-config.ts';

/** Recipe keys as Chakra's components look them up. */
export const CHAKRA_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  mark: markRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const CHAKRA_SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Same as Chakra's `defaultConfig`, with only the recipes above. */
export const chakraThemeConfig = /* @__PURE__ */ chakraConfigWith(CHAKRA_RECIPES, CHAKRA_SLOT_RECIPES);
