import { Box, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { logout, type AuthInfo } from '@soc/api';
import { dispatchToggleUIEvent } from '@soc/events';
import { useColorModePreference } from '@soc/ui';
import { openInNewWindow } from '@soc/util';
import { useAccess, useGate } from '@soc/rbac';
import type { ClockOptions } from '../hooks/use-clock.ts';
import { useLanguageChangeElsewhere } from '../hooks/use-language-change-elsewhere.ts';
import { useLanguageSetting } from '../hooks/use-language-setting.ts';
import { useLeaveDemo } from '../hooks/use-leave-demo.ts';
import { useSwitchFlow } from '../hooks/use-switch-flow.ts';
import { headerRowFrom } from '../model/header-fit.ts';
import type { SwitchKind } from '../model/switch-messages.ts';
import {
  accountSettingsPath,
  CONTACT_SUPPORT_PAGE,
  externalLinkOf,
  HEADER_ROUTES,
  timezoneSettingsPath,
  withConfiguredLinks,
  type ExternalLinkName,
  type ExternalLinks,
} from '../model/header-links.ts';
import {
  companyMenuEntries,
  contactUsTarget,
  headerPieces,
  helpMenuEntries,
  TOP_HELP_MENU_ENTRIES,
  userMenuEntries,
  type CompanyMenuEntry,
  type HelpMenuEntry,
  type TopHelpMenuEntry,
  type UserMenuEntry,
} from '../model/header-menus.ts';
import { CompanyMenu } from './company-menu.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { EnterpriseHeaderEntries } from './enterprise-header-entries.tsx';
import { HeaderClock } from './header-clock.tsx';
import { HeaderOverflowMenu, OverflowClock } from './header-overflow-menu.tsx';
import { HelpMenu } from './help-menu.tsx';
import { LanguageDrawer } from './language-drawer.tsx';
import { PartnerSupport, PartnerSupportEntries } from './partner-support.tsx';
import { SupportCaseDialog } from './support-case-dialog.tsx';
import { SwitchModal } from './switch-modal.tsx';
import { TopHelpMenu } from './top-help-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export interface HeaderActionsProps {
  auth: AuthInfo;
  /** In-app navigation; the shell stays router-agnostic. */
  onNavigate: (path: string) => void;
  /** Injectable clock: stories freeze it, tests drive it with fake timers. */
  clock?: ClockOptions & { timeZone?: string };
  /**
   * Addresses of the external help pages and the chat bot (deployment settings). An entry whose
   * address is missing is not shown.
   */
  externalLinks?: ExternalLinks;
  /** Overrides for tests and stories. */
  openWindow?: (url: string) => void;
  reload?: () => void;
  onLogout?: () => void;
  /** Stories show a blank frame instead of the identity module's switch page. */
  switchPageUrl?: string;
  /** The notification bell (another domain's piece), placed before the help menu (spec 000 §2.2). */
  bell?: ReactNode;
}

const COMPANY_ROUTES: Record<Exclude<CompanyMenuEntry, 'switchCompany'>, string> = {
  license: HEADER_ROUTES.companyLicense,
  productInstances: HEADER_ROUTES.productInstances,
  roles: HEADER_ROUTES.roles,
  accounts: HEADER_ROUTES.accounts,
  identityProviders: HEADER_ROUTES.identityProviders,
  apiKeys: HEADER_ROUTES.apiKeys,
};

/** The browser's zone, read once: building a formatter to ask costs tens of milliseconds at first paint. */
let knownTimeZone: string | undefined;
const browserTimeZone = () => (knownTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/**
 * The right-hand side of the header (spec 000 §2.2–2.5): demo badge, partner support, top help,
 * enterprise entries, clock, and the help, company and user menus, with the dialogs they open.
 */
export function HeaderActions({ auth, onNavigate, clock, externalLinks, openWindow, reload, onLogout, switchPageUrl, bell }: HeaderActionsProps) {
  const { i18n } = useLingui();
  const access = useAccess();
  const canOpenTimezone = useGate('timezoneSettings');
  const openPage = openWindow ?? openInNewWindow;
  const openLink = (name: ExternalLinkName) => {
    const url = externalLinkOf(externalLinks, name);
    if (url) openPage(url);
  };
  const endSession = onLogout ?? (() => void logout('user'));

  const pieces = headerPieces(access, auth.partnerId);
  const partnerId = pieces.partnerSupport ? auth.partnerId : null;
  // Below it the secondary entries are in "More": a demo badge or a partner menu makes the row wider.
  const rowFrom = headerRowFrom({ demo: pieces.demoBadge, partner: Boolean(partnerId), enterpriseRow: pieces.enterpriseEntries });
  const userEntries = useMemo(() => userMenuEntries(access), [access]);
  const companyEntries = useMemo(() => companyMenuEntries(access), [access]);
  const helpEntries = useMemo(() => withConfiguredLinks(helpMenuEntries(access), externalLinks), [access, externalLinks]);
  const topHelpEntries = useMemo(() => withConfiguredLinks(TOP_HELP_MENU_ENTRIES, externalLinks), [externalLinks]);
  const contactUs = contactUsTarget(access);

  const userTrigger = useRef<HTMLButtonElement>(null);
  const companyTrigger = useRef<HTMLButtonElement>(null);
  const helpTrigger = useRef<HTMLButtonElement>(null);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const language = useLanguageSetting({ reload });
  useLanguageChangeElsewhere({ reload });
  const colorMode = useColorModePreference();
  const leaveDemo = useLeaveDemo({ logout: onLogout });
  const switchFlow = useSwitchFlow({ allowedOrigins: auth.consoleSettings.allowedOrigins, onLogout });
  // The switch last opened outlives the modal, so focus goes back to the menu it was chosen from
  // (the flow's own `kind` is already null when the modal restores focus).
  const [lastSwitch, setLastSwitch] = useState<SwitchKind>('switchCompany');
  const openFlow = switchFlow.open;
  const openSwitch = useCallback(
    (kind: SwitchKind) => {
      setLastSwitch(kind);
      openFlow(kind);
    },
    [openFlow],
  );

  const onUserSelect = useCallback(
    (entry: Exclude<UserMenuEntry, 'logout'>) => {
      if (entry === 'language') setLanguageOpen(true);
      else if (entry === 'accountSettings') onNavigate(accountSettingsPath(access));
      else if (entry === 'switchSamlGroup') openSwitch('switchSamlGroup');
      else onNavigate(HEADER_ROUTES.companyProfile);
    },
    [access, onNavigate, openSwitch],
  );
  const onCompanySelect = useCallback(
    (entry: CompanyMenuEntry) => (entry === 'switchCompany' ? openSwitch('switchCompany') : onNavigate(COMPANY_ROUTES[entry])),
    [onNavigate, openSwitch],
  );
  const onHelpSelect = (entry: HelpMenuEntry) => {
    switch (entry) {
      case 'onlineHelp':
      case 'serviceStatus':
        return openLink(entry);
      case 'automationCenter':
        return onNavigate(HEADER_ROUTES.automationCenter);
      case 'about':
        return onNavigate(HEADER_ROUTES.about);
      case 'selfDiagnosis':
        return onNavigate(HEADER_ROUTES.selfDiagnosis);
      case 'contactUs':
        return contactUs === 'supportForm' ? setSupportOpen(true) : openPage(CONTACT_SUPPORT_PAGE);
    }
  };
  const onTopHelpSelect = (entry: TopHelpMenuEntry) => {
    if (entry === 'gettingStarted') onNavigate(HEADER_ROUTES.started);
    else openLink(entry);
  };

  return (
    <HStack gap="1" flexShrink={0}>
      {pieces.demoBadge && (
        <Box hideBelow={rowFrom}>
          <DemoBadge onLeaveDemo={leaveDemo} />
        </Box>
      )}
      {partnerId && (
        <Box hideBelow={rowFrom}>
          <PartnerSupport partnerId={partnerId} />
        </Box>
      )}
      {pieces.topHelpMenu && <TopHelpMenu entries={topHelpEntries} onSelect={onTopHelpSelect} />}
      {/* Secondary entries, partner support and the clock move into the "More" menu on narrow screens and
          at high zoom (WCAG 1.4.10 reflow), and wherever the row has no room for them, so nothing leaves
          the page or lies over another entry; the menus always stay. */}
      <Box hideFrom={rowFrom}>
        <HeaderOverflowMenu
          onOpenCaseLog={pieces.enterpriseEntries ? () => onNavigate(HEADER_ROUTES.caseLog) : undefined}
          onToggleAIDialog={pieces.enterpriseEntries ? () => dispatchToggleUIEvent({ type: 'toggleAIDialog' }) : undefined}
          chatBotUrl={pieces.enterpriseEntries ? externalLinkOf(externalLinks, 'chatBot') : undefined}
          clock={<OverflowClock clock={clock} timeZone={clock?.timeZone ?? browserTimeZone()} />}
          onOpenTimeZoneSettings={() => onNavigate(timezoneSettingsPath(canOpenTimezone))}
          onLeaveDemo={pieces.demoBadge ? leaveDemo : undefined}
          partnerSupport={partnerId && <PartnerSupportEntries partnerId={partnerId} />}
        />
      </Box>
      <HStack gap="1" hideBelow={rowFrom}>
        {pieces.enterpriseEntries && (
          <EnterpriseHeaderEntries
            onOpenCaseLog={() => onNavigate(HEADER_ROUTES.caseLog)}
            onToggleAIDialog={() => dispatchToggleUIEvent({ type: 'toggleAIDialog' })}
            chatBotUrl={externalLinkOf(externalLinks, 'chatBot')}
          />
        )}
        {/* Only the clock's text re-renders each second (HeaderClock ticks inside itself). */}
        <HeaderClock clock={clock} timeZone={clock?.timeZone ?? browserTimeZone()} settingsPath={timezoneSettingsPath(canOpenTimezone)} onNavigate={onNavigate} />
      </HStack>
      {bell}
      <HelpMenu entries={helpEntries} contactUs={contactUs} onSelect={onHelpSelect} triggerRef={helpTrigger} />
      <CompanyMenu companyName={auth.companyName ?? ''} entries={companyEntries} onSelect={onCompanySelect} triggerRef={companyTrigger} />
      <UserMenu
        userName={auth.user_name ?? ''}
        email={auth.accountProfile?.email ?? undefined}
        entries={userEntries}
        onSelect={onUserSelect}
        onLogout={endSession}
        triggerRef={userTrigger}
        colorMode={colorMode.preference}
        onColorModeChange={colorMode.setPreference}
      />

      <LanguageDrawer
        open={languageOpen}
        currentLanguage={i18n.locale}
        saving={language.saving}
        onSave={(lang) => language.save(lang, () => setLanguageOpen(false))}
        onClose={() => setLanguageOpen(false)}
        finalFocusEl={() => userTrigger.current}
      />
      <SupportCaseDialog open={supportOpen} onClose={() => setSupportOpen(false)} region={auth.consoleSettings.region} finalFocusEl={() => helpTrigger.current} />
      <SwitchModal
        kind={switchFlow.kind}
        onClose={switchFlow.close}
        pageUrl={switchPageUrl}
        finalFocusEl={() => (lastSwitch === 'switchCompany' ? companyTrigger.current : userTrigger.current)}
      />
    </HStack>
  );
}
