// Public API of the shell: headless hooks, pure menu rules and presentational frame components.
export { useShellData } from './hooks/use-shell-data.ts';
export type { ShellDataState } from './hooks/use-shell-data.ts';
export { useLandingTarget } from './hooks/use-landing-target.ts';
export { useLeftMenu } from './hooks/use-left-menu.ts';
export type { LeftMenuState } from './hooks/use-left-menu.ts';
export { sidebarItems, findTrail, toggleGroup, ROLE_MANAGEMENT_KEY, COMPANION_KEY, NOJUMP_PATH } from './model/menu.ts';
// Menu labels in the console's language, by the items' `l10n` keys (spec 000 §3).
export { menuItemTitle } from './model/menu-title.ts';
export { useMenuTitle } from './hooks/use-menu-title.ts';
export { ShellFrame } from './components/shell-frame.tsx';
export type { ShellFrameProps } from './components/shell-frame.tsx';
export { LeftMenu } from './components/left-menu.tsx';
export type { LeftMenuProps } from './components/left-menu.tsx';
// Left-menu logo and footer entries (spec 000 §2.1: logo by collapse state, custom branding, UAE; inline help, magic icon).
export { BrandLogo } from './components/brand-logo.tsx';
export type { BrandLogoProps } from './components/brand-logo.tsx';
export { LOGO_LAYOUTS, LOGO_MARKS, chooseLogo, logoMark, safeImageUrl } from './model/branding.ts';
export type { BrandingLogo, LogoChoice, LogoInput, LogoLayout, LogoMark, LogoPlacement } from './model/branding.ts';
export { HELP_KIT_PATH, LeftMenuFooter } from './components/left-menu-footer.tsx';
export type { LeftMenuFooterProps } from './components/left-menu-footer.tsx';
export { AppHeader } from './components/app-header.tsx';
export type { AppHeaderProps } from './components/app-header.tsx';
export { Breadcrumbs } from './components/breadcrumbs.tsx';
export type { Crumb } from './components/breadcrumbs.tsx';
export { UserMenu } from './components/user-menu.tsx';
export type { UserMenuProps } from './components/user-menu.tsx';
export { ModulePage } from './components/module-page.tsx';
export type { ModulePageProps } from './components/module-page.tsx';
// Global search (spec 000 §2.7, §4.5; issue 3 "Global search").
export {
  SEARCH_HISTORY_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  addToHistory,
  highlightSegments,
  isLongEnoughForHistory,
  matchHistory,
  normaliseHistory,
  readSearchHistory,
  recordSearch,
  writeSearchHistory,
} from './model/search-history.ts';
export type { HighlightSegment, HistoryMatch, MatchRange } from './model/search-history.ts';
export { KEYWORD_KINDS, PANEL_SEARCH_TYPES, classifyKeyword, isIpv4, isIpv6, panelEventDetail } from './model/search-keyword.ts';
export type { KeywordClassification, KeywordKind, PanelSearchType, PanelTarget } from './model/search-keyword.ts';
export {
  BACK_TO_HOME_DELAY_MS,
  GLOBAL_SEARCH_PATH,
  HOME_PATH,
  SEARCH_MODULE_PATH,
  THIRD_PARTY_LOGS_PATH,
  globalSearchHref,
  keywordFromSearchString,
  searchModuleHref,
  thirdPartyLogsHref,
} from './model/search-routes.ts';
export { useGlobalSearchBox, SEARCH_BOX_WIDTH_PX, SEARCH_BOX_EXPANDED_WIDTH_PX } from './hooks/global-search-box-state.ts';
export type { GlobalSearchBoxState, UseGlobalSearchBoxOptions } from './hooks/global-search-box-state.ts';
export { GlobalSearchBox } from './components/global-search-box.tsx';
export type { GlobalSearchBoxProps } from './components/global-search-box.tsx';
export { GlobalSearchResults } from './components/global-search-results.tsx';
export type { GlobalSearchResultsProps } from './components/global-search-results.tsx';
// Header actions: demo badge, partner support, top help, enterprise entries, clock, help / company /
// user menus and the dialogs they open (spec 000 §2.2–2.5, §2.8, §2.9, §4.6).
export { HeaderActions } from './components/header-actions.tsx';
export type { HeaderActionsProps } from './components/header-actions.tsx';
export { useBrandName } from './hooks/use-brand-name.ts';
export { EXTERNAL_LINK_NAMES } from './model/header-links.ts';
export type { ExternalLinkName, ExternalLinks } from './model/header-links.ts';
// Role management through single sign-on (menu key 8751, spec 000 §2.1, §8).
export { useRoleManagementLauncher } from './hooks/use-role-management-launcher.ts';
export type { RoleManagementLauncher, RoleManagementState } from './hooks/use-role-management-launcher.ts';
export { RoleManagementDialogs } from './components/role-management-dialogs.tsx';
// Global dialogs opened by toggleUICEvent, the terms gate and the MFA reminder (spec 002 §2.1, §2.5, §4, §8; issue 4).
export { GlobalDialogs } from './global-dialogs/components/global-dialogs.tsx';
export type { GlobalDialogsProps } from './global-dialogs/components/global-dialogs.tsx';
export { useGlobalDialogs } from './global-dialogs/hooks/use-global-dialogs.ts';
export type { GlobalDialogsController } from './global-dialogs/hooks/use-global-dialogs.ts';
export type { GlobalDialogsOptions } from './global-dialogs/hooks/use-global-dialogs.ts';
export {
  FOREIGN_EVENT_TYPES,
  GENERIC_MODAL_DEFAULT_SIZE,
  GLOBAL_DIALOG_EVENT_TYPES,
  INITIAL_GLOBAL_DIALOGS,
  globalDialogsReducer,
} from './global-dialogs/model/global-dialogs-state.ts';
export type { EmbeddedPage, GlobalDialog, GlobalDialogEventType, GlobalDialogKind, GlobalDialogsAction, GlobalDialogsState } from './global-dialogs/model/global-dialogs-state.ts';
export { EMBEDDED_PAGE_SANDBOX, resolveSameOriginUrl } from './global-dialogs/model/same-origin.ts';
export { EmbeddedPageModal } from './global-dialogs/components/embedded-page-modal.tsx';
export type { EmbeddedPageModalProps } from './global-dialogs/components/embedded-page-modal.tsx';
export { AlertModal, ALERT_TONES } from './global-dialogs/components/alert-modal.tsx';
export type { AlertModalProps, AlertTone } from './global-dialogs/components/alert-modal.tsx';
export { FoundationUpdateDialog, FoundationUpdateModal } from './global-dialogs/components/foundation-update-modal.tsx';
export type { FoundationUpdateModalProps } from './global-dialogs/components/foundation-update-modal.tsx';
export { FullScreenOverlay, FullScreenOverlayView, FULL_MODAL_Z_INDEX } from './global-dialogs/components/full-screen-overlay.tsx';
export type { FullScreenOverlayViewProps } from './global-dialogs/components/full-screen-overlay.tsx';
export { useActivityProbe, ACTIVITY_POLL_MS, POINTER_CAPTURE_MS, UIC_ACTIVITY_EVENT } from './global-dialogs/hooks/use-activity-probe.ts';
export type { ActivityProbe } from './global-dialogs/hooks/use-activity-probe.ts';
export { CompanionAiDialog } from './global-dialogs/components/companion-ai-dialog.tsx';
export type { CompanionAiDialogProps } from './global-dialogs/components/companion-ai-dialog.tsx';
export { CompanionDisclaimer } from './global-dialogs/components/companion-disclaimer.tsx';
export { GENAI_PROCESSING_REGIONS, COMPANION_REMOTE_PATH } from './global-dialogs/model/genai-regions.ts';
export { PreReleaseDialog, PreReleaseDialogView, PRE_RELEASE_DIALOG_WIDTH, PRE_RELEASE_CONTENT_HEIGHT } from './global-dialogs/components/pre-release-dialog.tsx';
export type { PreReleaseDialogProps, PreReleaseDialogViewProps } from './global-dialogs/components/pre-release-dialog.tsx';
export { usePreReleaseDialog } from './global-dialogs/hooks/use-pre-release-dialog.ts';
export type { PreReleaseDialogState, PreReleaseLoadState, PreReleaseOptInState } from './global-dialogs/hooks/use-pre-release-dialog.ts';
export { postPreReleaseResult, PRE_RELEASE_RESULTS } from './global-dialogs/model/pre-release-messages.ts';
export type { PreReleaseMessage, PreReleaseResult } from './global-dialogs/model/pre-release-messages.ts';
export { TermsGate, TermsModal } from './global-dialogs/components/terms-modal.tsx';
export type { TermsGateProps, TermsModalProps } from './global-dialogs/components/terms-modal.tsx';
export { useTermsGate } from './global-dialogs/hooks/use-terms-gate.ts';
export type { TermsGateState, UseTermsGateOptions } from './global-dialogs/hooks/use-terms-gate.ts';
export { MSP_TERMS_VERSION, TERMS_MODAL_WIDTH } from './global-dialogs/model/terms.ts';
export type { ObserverFactory } from './global-dialogs/model/terms.ts';
export { MfaReminderModal } from './global-dialogs/components/mfa-reminder.tsx';
export type { MfaReminderModalProps } from './global-dialogs/components/mfa-reminder.tsx';
export { MFA_COMPANY_PATH, MFA_LEVELS, MFA_USER_PAGE, dismissMfaReminder, isMfaReminderDismissed } from './global-dialogs/model/mfa-reminder.ts';
export type { MfaLevel } from './global-dialogs/model/mfa-reminder.ts';
// Console extensions of toggleUICEvent: showMfaReminder, showCloudSsoNotice (README).
export { mfaUserPage } from './global-dialogs/model/global-dialogs-state.ts';
export { isMfaLevel } from './global-dialogs/model/mfa-reminder.ts';
export { CloudSsoNoticeModal } from './global-dialogs/components/cloud-sso-notice-modal.tsx';
export type { CloudSsoNoticeModalProps } from './global-dialogs/components/cloud-sso-notice-modal.tsx';
// Command palette, recent panels and shortcut sheet (issue 13). The app loads the palette and the
// sheet as their own chunks; only the key listener is needed up front.
export { CommandPalette } from './command-palette/components/command-palette.tsx';
export type { CommandPaletteProps } from './command-palette/components/command-palette.tsx';
export { CommandPaletteView, COMMAND_PALETTE_WIDTH } from './command-palette/components/command-palette-view.tsx';
export type { CommandPaletteViewProps } from './command-palette/components/command-palette-view.tsx';
export { useCommandPalette } from './command-palette/hooks/use-command-palette.ts';
export type { CommandPaletteState, UseCommandPaletteOptions } from './command-palette/hooks/use-command-palette.ts';
export { menuPages } from './command-palette/model/menu-pages.ts';
export type { MenuPage } from './command-palette/model/menu-pages.ts';
export { PALETTE_GROUPS, paletteResults } from './command-palette/model/palette-results.ts';
export type { PaletteGroup, PaletteGroupKey, PaletteOption, PaletteResults } from './command-palette/model/palette-results.ts';
export { RECENT_PANELS_KEY, RECENT_PANELS_LIMIT, readRecentPanels, recordRecentPanel } from './command-palette/model/recent-panels.ts';
export type { RecentPanel } from './command-palette/model/recent-panels.ts';
export { RecentPanelsRecorder } from './command-palette/components/recent-panels-recorder.tsx';
export { useRecentPanelsRecorder } from './command-palette/hooks/use-recent-panels-recorder.ts';
export { ShortcutSheet, SHORTCUT_SHEET_WIDTH } from './shortcut-sheet/components/shortcut-sheet.tsx';
export type { ShortcutSheetProps } from './shortcut-sheet/components/shortcut-sheet.tsx';
export { SHORTCUT_GROUPS } from './shortcut-sheet/model/shortcuts.ts';
export type { KeyChord, KeyName, Shortcut, ShortcutGroup } from './shortcut-sheet/model/shortcuts.ts';
export { detectPlatform, hasOpenModal, isPaletteKey, isSheetKey, isTypingTarget } from './shortcut-sheet/model/shortcut-keys.ts';
export type { ShortcutPlatform } from './shortcut-sheet/model/shortcut-keys.ts';
export { useConsoleShortcuts } from './shortcut-sheet/hooks/use-console-shortcuts.ts';
export type { ConsoleShortcutsOptions } from './shortcut-sheet/hooks/use-console-shortcuts.ts';
export { isImeKeyEvent } from './model/ime.ts';
export { KEYWORD_KIND_LABELS, NO_PANEL_REASONS, OPEN_PANEL_LABELS, PRIVATE_IP_NOTE } from './model/keyword-labels.ts';
