// Theme
export { consoleSystem, consoleConfig, semanticColorHex, CONTRAST_MORE_CLASS, FONT_STACK, MONO_FONT_STACK } from './theme/console-system.ts';
export { palette } from './theme/palette.ts';
export type { PaletteName, PaletteRef } from './theme/palette.ts';
export { semanticColors, contrastPairs } from './theme/semantic-colors.ts';
export type { SemanticColorName } from './theme/semantic-colors.ts';
export { riskBadgeRecipe } from './theme/recipes/risk-badge-recipe.ts';
export { detailFieldRecipe } from './theme/recipes/detail-field-recipe.ts';
export { DRAWER_WIDTHS, EMBEDDED_MODAL_SIZE, LAYERS } from './theme/layout.ts';
export type { Layer } from './theme/layout.ts';
export {
  COLOR_MODES,
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  getColorMode,
  getColorModePreference,
  getSystemColorMode,
  initColorMode,
  isColorMode,
  setColorMode,
  setColorModePreference,
  startColorMode,
  watchColorMode,
} from './theme/color-mode.ts';
export type { ColorMode, ColorModePreference } from './theme/color-mode.ts';
export { useColorMode, useColorModePreference } from './theme/use-color-mode.ts';
export type { UseColorModePreferenceResult, UseColorModeResult } from './theme/use-color-mode.ts';

// Providers
export { UiProvider } from './provider/ui-provider.tsx';
export type { UiProviderProps } from './provider/ui-provider.tsx';
export { Toaster, toaster, TOAST_DURATION_MS } from './provider/toaster.tsx';
// The app's system: early recipes in the first download, the others registered after the first paint.
export { createAppSystem, EARLY_RECIPES, EARLY_SLOT_RECIPES, LATE_RECIPE_KEYS, LATE_SLOT_RECIPE_KEYS } from './theme/app-system.ts';
export type { LateRecipes } from './theme/app-system.ts';
export { LATE_RECIPES } from './theme/late-recipes.ts';

// Values
export { Dash, ValueOrDash } from './components/value-or-dash/value-or-dash.tsx';
export type { ValueOrDashProps } from './components/value-or-dash/value-or-dash.tsx';
export { EMPTY_VALUE, isEmptyValue } from './components/value-or-dash/is-empty-value.ts';
export { DetailField, DETAIL_FIELD_FORMATS } from './components/detail-field/detail-field.tsx';
export type { DetailFieldFormat, DetailFieldProps } from './components/detail-field/detail-field.tsx';
export { DetailList, DETAIL_LIST_COLUMNS } from './components/detail-list/detail-list.tsx';
export type { DetailListColumns, DetailListProps } from './components/detail-list/detail-list.tsx';
export { CopyButton, COPY_FEEDBACK_MS } from './components/copy-button/copy-button.tsx';
export type { CopyButtonProps } from './components/copy-button/copy-button.tsx';
export { CopyStatusAnnouncement, useCopyToClipboard } from './components/copy-button/use-copy-to-clipboard.tsx';
export type { CopyStatus } from './components/copy-button/use-copy-to-clipboard.tsx';
export { TraceId } from './components/trace-id/trace-id.tsx';
export type { TraceIdProps } from './components/trace-id/trace-id.tsx';
export { BYTE_UNITS, formatBytes, toByteCount } from './components/byte-size/format-bytes.ts';
export { ByteSize } from './components/byte-size/byte-size.tsx';
export type { ByteSizeProps } from './components/byte-size/byte-size.tsx';
export { toTimestamp } from './components/date-time/to-timestamp.ts';
export type { DateInput } from './components/date-time/to-timestamp.ts';
export { DATE_TIME_FORMAT, formatDateTime, toIsoString } from './components/date-time/format-date-time.ts';
export { DateTime } from './components/date-time/date-time.tsx';
export type { DateTimeProps } from './components/date-time/date-time.tsx';
export { formatRelativeTime, relativeTimeParts, JUST_NOW_MS } from './components/relative-time/format-relative-time.ts';
export type { RelativeTimeUnit } from './components/relative-time/format-relative-time.ts';
export { RelativeTime, RELATIVE_TIME_REFRESH_MS } from './components/relative-time/relative-time.tsx';
export type { RelativeTimeProps } from './components/relative-time/relative-time.tsx';
export { RiskBadge } from './components/risk-badge/risk-badge.tsx';
export type { RiskBadgeProps } from './components/risk-badge/risk-badge.tsx';
export { RISK_LEVELS, isRiskLevel, riskLevelLabels, toRiskLevel } from './components/risk-badge/risk-level.ts';
export type { RiskLevel } from './components/risk-badge/risk-level.ts';

// States
export { EmptyState, EMPTY_STATE_VARIANTS } from './components/empty-state/empty-state.tsx';
export type { EmptyStateProps, EmptyStateVariant } from './components/empty-state/empty-state.tsx';
export { ErrorState } from './components/error-state/error-state.tsx';
export type { ErrorStateProps } from './components/error-state/error-state.tsx';
export { LoadingState } from './components/loading-state/loading-state.tsx';
export type { LoadingStateProps } from './components/loading-state/loading-state.tsx';

// Dialogs
export { DialogFrame, DIALOG_FRAME_SIZES, DIALOG_URGENCIES } from './components/dialog-frame/dialog-frame.tsx';
export type { DialogFrameProps, DialogFrameSize, DialogLayer, DialogTone, DialogUrgency } from './components/dialog-frame/dialog-frame.tsx';

// Links
export { ExternalLink } from './components/external-link/external-link.tsx';
export type { ExternalLinkProps } from './components/external-link/external-link.tsx';

// Server HTML
export { SafeHtml } from './components/safe-html/safe-html.tsx';
export type { SafeHtmlProps } from './components/safe-html/safe-html.tsx';
export { sanitizeHtml } from './components/safe-html/sanitize-html.ts';
