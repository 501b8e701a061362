// Theme
export { semanticColorHex, CONTRAST_MORE_CLASS, FONT_STACK } from './theme/console-system.ts';
export { DRAWER_WIDTHS, EMBEDDED_MODAL_SIZE, LAYERS, PAGE_TOP, PAGE_TOP_PROPERTY, SHELL_HEADER_HEIGHT } from './theme/layout.ts';
export { COLOR_MODE_PREFERENCES, setColorMode, startColorMode } from './theme/color-mode.ts';
export type { ColorModePreference } from './theme/color-mode.ts';
export { useColorMode, useColorModePreference } from './hooks/use-color-mode.ts';

// Providers
export { UiProvider } from './provider/ui-provider.tsx';
export { Toaster } from './provider/toaster.tsx';
export { toaster, TOAST_DURATION_MS } from './provider/toast-store.ts';
// The app's system: early recipes in the first download, the others registered after the first paint.
export { createAppSystem } from './theme/app-system.ts';
export { LATE_RECIPES } from './theme/late-recipes.ts';

// Values
export { Dash, ValueOrDash } from './components/value-or-dash/value-or-dash.tsx';
export { EMPTY_VALUE, isEmptyValue } from './components/value-or-dash/is-empty-value.ts';
export { DetailField } from './components/detail-field/detail-field.tsx';
export type { DetailFieldProps } from './components/detail-field/detail-field.tsx';
export { DetailList } from './components/detail-list/detail-list.tsx';
export { useDataListOrientation } from './hooks/use-data-list-orientation.ts';
export { CopyButton } from './components/copy-button/copy-button.tsx';
export { CopyStatusAnnouncement, useCopyToClipboard } from './hooks/use-copy-to-clipboard.tsx';
export { TraceId } from './components/trace-id/trace-id.tsx';
export { ByteSize } from './components/byte-size/byte-size.tsx';
export { dateTimeFormatter } from './components/date-time/format-date-time.ts';
export { DateTime } from './components/date-time/date-time.tsx';
export { RelativeTime } from './components/relative-time/relative-time.tsx';
export { RiskBadge } from './components/risk-badge/risk-badge.tsx';
export { toRiskLevel } from './components/risk-badge/risk-level.ts';

// States
export { EmptyState } from './components/empty-state/empty-state.tsx';
export { ErrorState } from './components/error-state/error-state.tsx';
export { ReloadButton } from './components/reload-button/reload-button.tsx';
// A button that stays focusable while busy (Chakra's `loading` disables it, and the focus drops).
export { BusyButton } from './components/busy-button/busy-button.tsx';
export { LoadingState } from './components/loading-state/loading-state.tsx';

// Tabs
export { ScrollableTabList } from './components/scrollable-tab-list/scrollable-tab-list.tsx';

// Dialogs
export { DialogFrame } from './components/dialog-frame/dialog-frame.tsx';
export type { DialogFrameProps, DialogUrgency } from './components/dialog-frame/dialog-frame.tsx';
export { keepOpenForOwnFrames } from './components/dialog-frame/own-frames.ts';
// The focus held inside while a control turns busy: DialogFrame's own, for the drawers that are not dialog frames.
export { useContentHoldingFocus } from './hooks/use-content-holding-focus.ts';

// Focus return for dialogs and menus
export { useOpenerFocus } from './hooks/use-opener-focus.ts';
export { useMenuFocusReturn } from './hooks/use-menu-focus-return.ts';
export { useStorageWrittenElsewhere } from './hooks/use-storage-written-elsewhere.ts';
export { cutTextIn, TruncatedText } from './components/truncated-text/truncated-text.tsx';
export { UntrustedText } from './components/untrusted-text/untrusted-text.tsx';

// Forms with errors
export { useFocusFirstInvalid } from './hooks/use-focus-first-invalid.ts';

// Long lists
export { sliceScheduler, useRenderedInSlices } from './hooks/use-rendered-in-slices.ts';

// Size from the parent
export { ParentWidth } from './components/parent-width/parent-width.tsx';

// Links
export { ExternalLink } from './components/external-link/external-link.tsx';

// Server HTML
export { SafeHtml } from './components/safe-html/safe-html.tsx';
