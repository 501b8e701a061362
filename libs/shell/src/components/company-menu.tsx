import { HStack, Text } from '@chakra-ui/react';
import { UntrustedText } from '@soc/ui';
import { visibleText } from '@soc/util';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Building2, FileBadge, KeyRound, Boxes, ShieldCheck, Users, Fingerprint } from 'lucide-react';
import type { Ref } from 'react';
import type { CompanyMenuEntry } from '../model/header-menus.ts';
import { HeaderMenu, HeaderMenuButton, HeaderMenuEntries } from './header-menu.tsx';

export interface CompanyMenuProps {
  companyName: string;
  /** `null` for a non-foundation company: a plain company name instead of a menu (spec 000 §2.4). */
  entries: readonly CompanyMenuEntry[] | null;
  onSelect: (entry: CompanyMenuEntry) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}

const ICONS = {
  switchCompany: ArrowLeftRight,
  license: FileBadge,
  productInstances: Boxes,
  roles: ShieldCheck,
  accounts: Users,
  identityProviders: Fingerprint,
  apiKeys: KeyRound,
} as const satisfies Record<CompanyMenuEntry, unknown>;

function EntryLabel({ entry }: { entry: CompanyMenuEntry }) {
  switch (entry) {
    case 'switchCompany':
      return <Trans id="COMPANY_MENU.SWITCH_COMPANY">Switch company</Trans>;
    case 'license':
      return <Trans id="COMPANY_MENU.LICENSE">License</Trans>;
    case 'productInstances':
      return <Trans id="COMPANY_MENU.PRODUCT_INSTANCES">Product instances</Trans>;
    case 'roles':
      return <Trans id="COMPANY_MENU.ROLES">Roles</Trans>;
    case 'accounts':
      return <Trans id="COMPANY_MENU.ACCOUNTS">Accounts</Trans>;
    case 'identityProviders':
      return <Trans id="COMPANY_MENU.IDENTITY_PROVIDERS">Identity providers</Trans>;
    case 'apiKeys':
      return <Trans id="COMPANY_MENU.API_KEYS">API keys</Trans>;
  }
}

/** The company menu of foundation companies, or the plain company name (spec 000 §2.4). */
export function CompanyMenu({ companyName, entries, onSelect, triggerRef }: CompanyMenuProps) {
  const { t } = useLingui();
  if (!entries) {
    return (
      <HStack gap="1.5" px="2" color="header.fg" minW="0" maxW="48">
        <Building2 size={16} aria-hidden="true" />
        <Text as="span" fontSize="sm" truncate title={visibleText(companyName)}><UntrustedText>{companyName}</UntrustedText></Text>
      </HStack>
    );
  }
  return (
    <HeaderMenu<CompanyMenuEntry>
      onSelect={onSelect}
      trigger={
        <HeaderMenuButton
          ref={triggerRef}
          aria-label={t({ id: 'COMPANY_MENU.LABEL', message: `Company menu: ${companyName}` })}
          icon={<Building2 size={16} aria-hidden="true" />}
          label={<UntrustedText>{companyName}</UntrustedText>}
          labelProps={{ maxW: '40', truncate: true, hideBelow: 'lg' }}
        />
      }
    >
      <HeaderMenuEntries entries={entries} icons={ICONS} Label={EntryLabel} />
    </HeaderMenu>
  );
}
