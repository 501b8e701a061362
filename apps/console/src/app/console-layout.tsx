import { Box, Button, Center, Heading, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { menuItemTarget, type AuthInfo, type MenuItem, type MenuResponse } from '@soc/api';
import { dispatchToggleUIEvent } from '@soc/events';
import { AccessProvider, buildAccess, isAllowed } from '@soc/rbac';
import { TraceId } from '@soc/ui';
import { openInNewWindow } from '@soc/util';
import {
  AppHeader, BrandLogo, Breadcrumbs, COMPANION_KEY, findTrail, isNarrowViewport, LeftMenu, ROLE_MANAGEMENT_KEY, ShellFrame,
  useBrandName, useLeftMenu, useMenuTitle, useRoleManagementLauncher, useShellData,
} from '@soc/shell';
import { storeShellContext } from './shell-storage.ts';
import { useSessionEnded } from './session-caches.ts';
import { mainUiFor } from './sign-in-allowance.ts';
import { SignInNotAllowedPage } from './sign-in-not-allowed-page.tsx';
import { ConsoleOverlays } from './console-overlays.tsx';
import { BannersSlot } from './slots/banners-slot.tsx';
import { CommandPaletteSlot } from './slots/command-palette-slot.tsx';
import { LazyHeaderSlots, LazyLeftMenuFooter, LazyRoleManagementDialogs } from './slots/lazy-shell-pieces.tsx';
import { ShellSkeleton } from './shell-skeleton.tsx';
import { useConsoleNavigate } from './hooks/use-console-navigate.ts';
import { useMarkFirstPaint } from './hooks/use-mark-first-paint.ts';
import { useRouteAccessCheck } from './hooks/use-route-access-check.ts';
import { usePageArrival, usePageTitle } from './hooks/use-page-title.ts';
import { inEmbeddedView } from './embedded-view.ts';
import { EmbeddedLoading, EmbeddedShell } from './embedded-shell.tsx';

/** The root route: the shell, until the session ends (every logout path navigates away next). */
export function ConsoleLayout() {
  return useSessionEnded() ? <SigningOut /> : <ConsoleShell />;
}

function SigningOut() {
  return (
    <Center h="100dvh" role="status" aria-live="polite" gap="3">
      <Spinner size="md" />
      <Text><Trans id="SHELL.SIGNING_OUT">Signing you out…</Trans></Text>
    </Center>
  );
}

/** A breadcrumb links only to a console route, never to another site or an entry going nowhere. */
function routeOf(item: MenuItem): string | undefined {
  const target = menuItemTarget(item);
  return target?.kind === 'route' ? target.path : undefined;
}

/** Loads the shell's data, then draws the frame around the current page. */
function ConsoleShell() {
  const shell = useShellData();
  useMarkFirstPaint(shell.status);
  // The frame is drawn at once; the profile and menu fill it when they arrive.
  if (shell.status === 'loading') return inEmbeddedView() ? <EmbeddedLoading /> : <ShellSkeleton collapsed={isNarrowViewport()} />;
  if (shell.status === 'signingIn') {
    // A first visit without a session: the HTTP policy is on its way to the sign-in page (spec 000 §8).
    return (
      <Center h="100dvh" role="status" aria-live="polite" gap="3">
        <Spinner size="md" />
        <Text><Trans id="SHELL.SIGNING_IN">Signing you in…</Trans></Text>
      </Center>
    );
  }
  if (shell.status === 'error') {
    const { traceId } = shell;
    return (
      <Center h="100dvh" p="6">
        <Box role="alert" maxW="md" textAlign="center">
          <Heading as="h1" size="md" mb="2"><Trans id="SHELL.LOAD_FAILED">The console could not load your profile or menu.</Trans></Heading>
          {traceId && <Box mb="4" display="flex" justifyContent="center"><TraceId value={traceId} copyable /></Box>}
          <Button onClick={shell.retry}><Trans id="COMMON.RETRY">Retry</Trans></Button>
        </Box>
      </Center>
    );
  }
  if (inEmbeddedView()) return <EmbeddedShell auth={shell.data.auth} />;
  return <ReadyShell auth={shell.data.auth} menu={shell.data.menu} />;
}


// Memoised: the layout above re-renders when the router settles after the first render (the first-paint
// mark reads its status) and when the session timeouts arrive; with the same profile and menu the whole
// frame (about 300 components) re-rendered for nothing, inside the first paint.
const ReadyShell = memo(function ReadyShell({ auth, menu }: { auth: AuthInfo; menu: MenuResponse }) {
  // Menu paths: the left menu's entries, the breadcrumbs and the menu footer's help kit.
  const consoleNavigate = useConsoleNavigate();
  // Only the path and the page's keys: a search-only change (the drawer's `?panel=`, a search
  // keyword) must not re-render the whole shell — about a thousand components per change.
  const pathname = useLocation({ select: (location) => location.pathname });
  // On narrow screens the menu starts collapsed to its icons, leaving room for the page.
  const leftMenu = useLeftMenu(menu.data, pathname, isNarrowViewport());
  const trail = useMemo(() => findTrail(menu.data, pathname), [menu.data, pathname]);
  const menuTitle = useMenuTitle();

  useEffect(() => storeShellContext(auth, menu), [auth, menu]);

  useRouteAccessCheck(pathname);

  const roleManagement = useRoleManagementLauncher(auth.account_id ?? '');
  const launchRoleManagement = roleManagement.launch;
  const onSelect = useCallback(
    (item: MenuItem) => {
      // Spec 000 §2.1: 8751 opens role management through single sign-on; 881 toggles the companion.
      if (item.id === ROLE_MANAGEMENT_KEY) return void launchRoleManagement();
      if (item.id === COMPANION_KEY) return dispatchToggleUIEvent({ type: 'toggleAIDialog' });
      // A /nojump entry only ever opens its external site; without a usable address it goes nowhere (not to the unknown route /nojump).
      const target = menuItemTarget(item);
      if (target?.kind === 'external') openInNewWindow(target.url);
      else if (target) consoleNavigate(target.path);
    },
    [consoleNavigate, launchRoleManagement],
  );

  const productName = useBrandName(auth);
  usePageTitle(productName);
  // ReadyShell sits above the AccessProvider it renders, so it reads the gates from the auth info directly.
  const access = useMemo(() => buildAccess(auth), [auth]);
  const mainUi = mainUiFor(access, pathname);
  const inlineHelp = isAllowed('inlineHelpEntry', access);
  const magicIcon = isAllowed('magicIconEntry', access);
  return (
    <AccessProvider auth={auth}>
      <ShellFrame
        header={
          <AppHeader
            productName={productName}
            showProductName={leftMenu.collapsed}
            logo={<BrandLogo placement="header" region={access.region} logo={auth.logo} productName={productName} />}
            breadcrumbs={<Breadcrumbs items={trail.map((i) => ({ id: i.id, name: menuTitle(i), route: routeOf(i), preview: i.preview, comingSoon: i.comesoon }))} onNavigate={consoleNavigate} />}
            actions={<LazyHeaderSlots auth={auth} />}
          />
        }
        sidebar={
          <LeftMenu
            {...leftMenu}
            onToggleCollapsed={leftMenu.toggleCollapsed}
            onToggleOpen={leftMenu.toggleOpen}
            onSelect={onSelect}
            // The logo sits at the menu's top, which owns the collapse state the logo follows (the icon rail keeps the mark in view); the header keeps the brand name and adds only a company's own header logo.
            logo={<BrandLogo collapsed={leftMenu.collapsed} region={access.region} logo={auth.logo} productName={productName} />}
            footer={
              inlineHelp || magicIcon ? (
                <LazyLeftMenuFooter collapsed={leftMenu.collapsed} inlineHelp={inlineHelp} magicIcon={magicIcon} pathname={pathname} onNavigate={consoleNavigate} />
              ) : undefined
            }
          />
        }
        banners={mainUi.banners ? <BannersSlot /> : undefined}
        overlays={
          <>
            <PageAnnouncer pathname={pathname} />
            <ConsoleOverlays />
            <CommandPaletteSlot />
            <LazyRoleManagementDialogs state={roleManagement.state} onClose={roleManagement.dismiss} />
          </>
        }
      >
        {mainUi.content === 'page' ? <Outlet /> : <SignInNotAllowedPage />}
      </ShellFrame>
    </AccessProvider>
  );
});

/** Says where a navigation led (a polite status); its own component, so only it re-renders when it speaks. */
function PageAnnouncer({ pathname }: { pathname: string }) {
  return <Box srOnly role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">{usePageArrival(pathname)}</Box>;
}
