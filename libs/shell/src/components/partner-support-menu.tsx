import { Menu } from '@chakra-ui/react';
import type { LoadState } from '@soc/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, Mail } from 'lucide-react';
import { HeaderMenu, HeaderMenuButton } from './header-menu.tsx';

/** The white-label call's outcome (spec 000 §3 "partner white-label response: data.email"). */
export type PartnerSupportState = LoadState<{ email: string | undefined }>;

export interface PartnerSupportMenuProps {
  state: PartnerSupportState;
}

/**
 * The partner mark with its technical-support menu (spec 000 §2.2), shown when the company has a
 * partner id. The support address comes from the partner's white label and opens the mail client.
 */
export function PartnerSupportMenu({ state }: PartnerSupportMenuProps) {
  const { t } = useLingui();
  return (
    <HeaderMenu
      minW="64"
      trigger={
        <HeaderMenuButton
          aria-label={t({ id: 'SHELL.PARTNER_SUPPORT_LABEL', message: 'Partner technical support' })}
          icon={<Handshake size={18} aria-hidden="true" />}
          label={<Trans id="SHELL.TECHNICAL_SUPPORT">Technical support</Trans>}
          labelProps={{ hideBelow: 'xl' }}
        />
      }
    >
      <PartnerSupportGroup state={state} />
    </HeaderMenu>
  );
}

/** The technical-support heading and its mail link, in the partner's menu or in the header's "More" menu. */
export function PartnerSupportGroup({ state }: PartnerSupportMenuProps) {
  const email = state.status === 'done' ? state.data.email : undefined;
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>
        <Trans id="SHELL.PARTNER_SUPPORT_HEADING">Your service provider's technical support</Trans>
      </Menu.ItemGroupLabel>
      {email ? (
        <Menu.Item value="email" asChild>
          <a href={`mailto:${email}`}>
            <Mail size={16} aria-hidden="true" />
            <Trans id="SHELL.PARTNER_SUPPORT_EMAIL">Email {email}</Trans>
          </a>
        </Menu.Item>
      ) : (
        <Menu.Item value="unavailable" disabled>
          {state.status === 'loading' ? (
            <Trans id="SHELL.PARTNER_SUPPORT_LOADING">Loading the support contact…</Trans>
          ) : (
            <Trans id="SHELL.PARTNER_SUPPORT_UNAVAILABLE">The support contact is not available right now.</Trans>
          )}
        </Menu.Item>
      )}
    </Menu.ItemGroup>
  );
}
