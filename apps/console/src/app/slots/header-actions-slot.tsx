import { useMemo, type ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { HeaderActions } from '@soc/shell';
import { resolveExternalLinks } from '../external-links.ts';
import { useConsoleNavigate } from '../hooks/use-console-navigate.ts';

/** Header actions (clock, help, company and user menus, their dialogs…), filled by the shell lib. */
export function HeaderActionsSlot({ auth, bell }: { auth: AuthInfo; bell?: ReactNode }) {
  // The header menus' console pages; their external entries open through `externalLinks` instead.
  const onNavigate = useConsoleNavigate();
  // Contract §4: the tenant's addresses from the auth info, the build's as fallback.
  const links = auth.consoleSettings.links;
  const externalLinks = useMemo(() => resolveExternalLinks(links), [links]);
  return <HeaderActions auth={auth} onNavigate={onNavigate} externalLinks={externalLinks} bell={bell} />;
}
