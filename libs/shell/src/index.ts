// Public API of the shell: headless hooks, pure menu rules and presentational frame components.
export { useShellData } from './hooks/use-shell-data.ts';
export type { ShellDataState } from './hooks/use-shell-data.ts';
export { useLandingTarget } from './hooks/use-landing-target.ts';
export { useLeftMenu } from './hooks/use-left-menu.ts';
export { findTrail, ROLE_MANAGEMENT_KEY, COMPANION_KEY } from './model/menu.ts';
// Menu labels in the console's language, by the items' `l10n` keys (spec 000 §3).
export { useMenuTitle } from './hooks/use-menu-title.ts';
export { ShellFrame } from './components/shell-frame.tsx';
export { LeftMenu } from './components/left-menu.tsx';
export { isNarrowViewport } from './model/viewport.ts';
// Left-menu logo and footer entries (spec 000 §2.1: logo by collapse state, custom branding, UAE; inline help, magic icon).
export { BrandLogo } from './components/brand-logo.tsx';
export { LeftMenuFooter } from './components/left-menu-footer.tsx';
export { AppHeader } from './components/app-header.tsx';
export { Breadcrumbs } from './components/breadcrumbs.tsx';
export { ModulePage } from './components/module-page.tsx';
// Global search (spec 000 §2.7, §4.5; issue 3 "Global search").
export { GLOBAL_SEARCH_PATH, HOME_PATH, MAX_KEYWORD_LENGTH, globalSearchHref, keywordFromSearchString } from './model/search-routes.ts';
export { GlobalSearchBox } from './components/global-search-box.tsx';
export { GlobalSearchResults } from './components/global-search-results.tsx';
// Header actions: demo badge, partner support, top help, enterprise entries, clock, help / company /
// user menus and the dialogs they open (spec 000 §2.2–2.5, §2.8, §2.9, §4.6).
export { HeaderActions } from './components/header-actions.tsx';
export { useBrandName } from './hooks/use-brand-name.ts';
export type { ExternalLinkName, ExternalLinks } from './model/header-links.ts';
// Role management through single sign-on (menu key 8751, spec 000 §2.1, §8).
export { useRoleManagementLauncher } from './hooks/use-role-management-launcher.ts';
export { RoleManagementDialogs } from './components/role-management-dialogs.tsx';
// Global dialogs opened by toggleUICEvent, the terms gate and the MFA reminder (spec 002 §2.1, §2.5, §4, §8; issue 4).
export { GlobalDialogs } from './global-dialogs/components/global-dialogs.tsx';
export { TermsGate } from './global-dialogs/components/terms-modal.tsx';
export { MSP_TERMS_VERSION } from './global-dialogs/model/terms.ts';
// Console extensions of toggleUICEvent: showMfaReminder, showCloudSsoNotice (README).
// Command palette, recent panels and shortcut sheet (issue 13). The app loads the palette and the
// sheet as their own chunks; only the key listener is needed up front.
export { CommandPalette } from './command-palette/components/command-palette.tsx';
export { RecentPanelsRecorder } from './command-palette/components/recent-panels-recorder.tsx';
export { ShortcutSheet } from './shortcut-sheet/components/shortcut-sheet.tsx';
export { detectPlatform } from './shortcut-sheet/model/shortcut-keys.ts';
export { useConsoleShortcuts } from './shortcut-sheet/hooks/use-console-shortcuts.ts';
