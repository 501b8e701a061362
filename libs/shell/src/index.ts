// Public API of the shell: headless hooks, pure menu rules and presentational frame components.
export { useShellData } from './hooks/use-shell-data.ts';
export type { ShellDataState } from './hooks/use-shell-data.ts';
export { useLandingTarget } from './hooks/use-landing-target.ts';
export { useLeftMenu } from './hooks/use-left-menu.ts';
export type { LeftMenuState } from './hooks/use-left-menu.ts';
export { sidebarItems, findTrail, toggleGroup, ROLE_MANAGEMENT_KEY, COMPANION_KEY, NOJUMP_PATH } from './model/menu.ts';
export { ShellFrame } from './components/shell-frame.tsx';
export type { ShellFrameProps } from './components/shell-frame.tsx';
export { LeftMenu } from './components/left-menu.tsx';
export type { LeftMenuProps } from './components/left-menu.tsx';
export { AppHeader } from './components/app-header.tsx';
export type { AppHeaderProps } from './components/app-header.tsx';
export { Breadcrumbs } from './components/breadcrumbs.tsx';
export type { Crumb } from './components/breadcrumbs.tsx';
export { UserMenu } from './components/user-menu.tsx';
export type { UserMenuProps } from './components/user-menu.tsx';
export { ModulePage } from './components/module-page.tsx';
export type { ModulePageProps } from './components/module-page.tsx';
