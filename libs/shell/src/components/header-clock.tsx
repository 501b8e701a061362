import { chakra, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Clock, Settings2 } from 'lucide-react';
import { useMemo, type MouseEvent } from 'react';
import { intlLocale, isLocale } from '@soc/i18n';

export interface HeaderClockProps {
  /** The instant to show, in ms (from `useClock`). */
  time: number;
  /** IANA time zone the clock shows. */
  timeZone: string;
  /** Where the settings link leads: `/admin/timezone`, or `/users/403` without the console permission. */
  settingsPath: string;
  onNavigate: (path: string) => void;
}

const SettingsLink = chakra('a');
const Time = chakra('time');

/** "UTC+09:00" style offset of `timeZone` at `time`. */
function offsetLabel(time: number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(time).find((p) => p.type === 'timeZoneName');
  const offset = (part?.value ?? 'GMT').replace('GMT', '');
  return `UTC${offset || '+00:00'}`;
}

/** The header clock with its time zone (spec 000 §2.2) and the link to the time-zone settings. */
export function HeaderClock({ time, timeZone, settingsPath, onNavigate }: HeaderClockProps) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(isLocale(i18n.locale) ? i18n.locale : 'en');
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }), [locale, timeZone]);
  const offset = offsetLabel(time, timeZone);
  const label = t({ id: 'SHELL.TIMEZONE_SETTINGS', message: 'Time zone settings' });
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(settingsPath);
  };
  return (
    <HStack gap="1" color="header.fg" fontSize="sm" flexShrink={0}>
      <Clock size={16} aria-hidden="true" />
      <Time dateTime={new Date(time).toISOString()} fontVariantNumeric="tabular-nums" title={timeZone}>
        {format.format(time)}
      </Time>
      <Text as="span" color="fg.muted" fontSize="xs" title={timeZone}>
        {offset}
      </Text>
      <SettingsLink
        href={settingsPath}
        onClick={open}
        aria-label={label}
        title={label}
        display="inline-flex" alignItems="center" justifyContent="center" boxSize="7" rounded="md" color="header.fg"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      >
        <Settings2 size={16} aria-hidden="true" />
      </SettingsLink>
    </HStack>
  );
}
