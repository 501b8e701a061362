import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A label/value pair in a dense detail list. Registered as `detailField`, not `field`:
 * Chakra already has a `field` slot recipe for form fields, and the config merge would mix the two.
 */
export const detailFieldRecipe = defineSlotRecipe({
  className: 'detail-field',
  slots: ['root', 'label', 'value'],
  base: {
    root: { display: 'grid', minW: '0', py: '1', alignItems: 'baseline' },
    // In Japanese (lang="ja") a label wraps between phrases, not inside a katakana word (ステータ⏎ス);
    // `overflowWrap` still breaks a single phrase wider than the column.
    label: { color: 'fg.muted', textStyle: 'sm', minW: '0', overflowWrap: 'anywhere', wordBreak: 'auto-phrase' },
    value: {
      color: 'fg',
      textStyle: 'sm',
      minW: '0',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1',
      overflowWrap: 'anywhere',
    },
  },
  variants: {
    orientation: {
      // Beside the value from `sm` up; above it on a phone, where a label column left the label
      // (統合エンドポイント⏎インスタンス) and the value a few characters per line.
      horizontal: {
        root: {
          gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(7rem, 2fr) minmax(0, 3fr)' },
          columnGap: '3',
          rowGap: { base: '0.5', sm: '0' },
        },
      },
      vertical: { root: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '0.5' } },
    },
    format: {
      text: {},
      hash: { value: { fontFamily: 'mono', wordBreak: 'break-all' } },
    },
  },
  defaultVariants: { orientation: 'horizontal', format: 'text' },
});
