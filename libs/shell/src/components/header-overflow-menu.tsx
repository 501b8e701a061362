import { Badge, IconButton, Menu } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Clock, Ellipsis, FolderKanban, LogOut, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { dateTimeFormatter, useMenuFocusReturn } from '@soc/ui';
import { useClock, type ClockOptions } from '../hooks/use-clock.ts';
import { offsetLabel } from '../model/time-zone-offset.ts';
import { HEADER_MENU_BOUNDS } from './header-menu.tsx';
import { NewWindowHint } from './new-window-hint.tsx';

/**
 * The clock as text for the overflow menu's heading: time and zone, the zone named as the wide header
 * names it ("UTC+09:00"); it ticks only while the menu is open.
 */
export function OverflowClock({ clock, timeZone }: { clock?: ClockOptions; timeZone: string }) {
  const { i18n } = useLingui();
  const time = useClock(clock);
  const format = dateTimeFormatter(i18n.locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (
    <time dateTime={new Date(time).toISOString()} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {format.format(time)} {offsetLabel(time, timeZone)}
    </time>
  );
}

export interface HeaderOverflowMenuProps {
  /** The case log entry (enterprise views); left out when not given. */
  onOpenCaseLog?: () => void;
  /** The AI assistant entry (enterprise views); left out when not given. */
  onToggleAIDialog?: () => void;
  /** The chat bot's address; without one there is no chat-bot entry. */
  chatBotUrl?: string;
  /** The clock's time and zone, shown as the menu's heading (rendered only while the menu is open). */
  clock: ReactNode;
  /** Opens the time-zone settings (the clock's link). */
  onOpenTimeZoneSettings: () => void;
  /** Demo accounts: the demo badge and Leave demo, where the header's row has no room for them (`headerRowFrom`). */
  onLeaveDemo?: () => void;
  /** With a partner id: the partner's technical support (`PartnerSupportEntries`), where the row has no room for it. */
  partnerSupport?: ReactNode;
}

type Entry = 'caseLog' | 'aiDialog' | 'timeZone' | 'chatBot' | 'leaveDemo';

/**
 * Reflow (WCAG 1.4.10): on narrow screens and at high zoom the header has no room for the case log,
 * AI assistant, chat bot, clock, a demo account's badge and Leave demo, and a partner's technical support,
 * so they move into this menu instead of leaving the page (and the accessibility tree) or lying over the
 * search box: below `md`; in an enterprise view below `xl` with a demo account or a partner and below
 * `2xl` with both (`headerRowFrom` in `model/header-fit.ts`). A menu button,
 * operable by keyboard like the other header menus.
 */
export function HeaderOverflowMenu({ onOpenCaseLog, onToggleAIDialog, chatBotUrl, clock, onOpenTimeZoneSettings, onLeaveDemo, partnerSupport }: HeaderOverflowMenuProps) {
  const { t } = useLingui();
  const { triggerRef, contentRef, onExitComplete, onContentKeyDown, open, onOpenChange } = useMenuFocusReturn();
  const select = (value: Entry) => {
    // The chat bot is a link: the browser opens it, nothing to do here.
    if (value === 'caseLog') onOpenCaseLog?.();
    else if (value === 'aiDialog') onToggleAIDialog?.();
    else if (value === 'timeZone') onOpenTimeZoneSettings();
    else if (value === 'leaveDemo') onLeaveDemo?.();
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={onOpenChange} onSelect={({ value }) => select(value as Entry)} lazyMount unmountOnExit onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <IconButton ref={triggerRef} variant="ghost" size="sm" color="header.fg" aria-label={t({ id: 'HEADER.MORE', message: 'More' })}>
          <Ellipsis size={18} aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      {/* In the header, not at the end of the page: the open menu stays inside the banner landmark. */}
      <Menu.Positioner>
        <Menu.Content ref={contentRef} minW="56" {...HEADER_MENU_BOUNDS} onKeyDown={onContentKeyDown}>
          {onLeaveDemo && (
            <>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Badge colorPalette="orange" variant="subtle" size="sm"><Trans id="SHELL.DEMO_BADGE">Demo</Trans></Badge>
                </Menu.ItemGroupLabel>
                <Menu.Item value="leaveDemo">
                  <LogOut size={16} aria-hidden="true" />
                  <Trans id="SHELL.LEAVE_DEMO">Leave demo</Trans>
                </Menu.Item>
              </Menu.ItemGroup>
              <Menu.Separator />
            </>
          )}
          {partnerSupport && (
            <>
              {partnerSupport}
              <Menu.Separator />
            </>
          )}
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel color="fg">{clock}</Menu.ItemGroupLabel>
            <Menu.Item value="timeZone">
              <Clock size={16} aria-hidden="true" />
              <Trans id="SHELL.TIMEZONE_SETTINGS">Time zone settings</Trans>
            </Menu.Item>
          </Menu.ItemGroup>
          {(onOpenCaseLog || onToggleAIDialog || chatBotUrl) && <Menu.Separator />}
          {onOpenCaseLog && (
            <Menu.Item value="caseLog">
              <FolderKanban size={16} aria-hidden="true" />
              <Trans id="SHELL.CASE_LOG">Case log</Trans>
            </Menu.Item>
          )}
          {onToggleAIDialog && (
            <Menu.Item value="aiDialog">
              <Sparkles size={16} aria-hidden="true" />
              <Trans id="SHELL.AI_DIALOG">AI assistant</Trans>
            </Menu.Item>
          )}
          {chatBotUrl && (
            <Menu.Item value="chatBot" asChild>
              <a href={chatBotUrl} target="_blank" rel="noopener noreferrer">
                <Bot size={16} aria-hidden="true" />
                <Trans id="HEADER.CHAT_BOT">Chat bot</Trans>
                <NewWindowHint />
              </a>
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
