import { useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import type { AuthInfo } from '@soc/api';
import { HeaderActions } from '@soc/shell';
import { EXTERNAL_LINKS } from '../external-links.ts';

/** Header actions (clock, help, company and user menus, their dialogs…), filled by the shell lib. */
export function HeaderActionsSlot({ auth, bell }: { auth: AuthInfo; bell?: ReactNode }) {
  const navigate = useNavigate();
  // `href` keeps query strings such as ?openMfaDrawer=true intact.
  const onNavigate = useCallback((path: string) => void navigate({ href: path }), [navigate]);
  return <HeaderActions auth={auth} onNavigate={onNavigate} externalLinks={EXTERNAL_LINKS} bell={bell} />;
}
