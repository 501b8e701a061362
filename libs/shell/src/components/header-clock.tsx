import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Clock, Settings2 } from 'lucide-react';
import { memo, useCallback, useRef, type MouseEvent } from 'react';
import { dateTimeFormatter } from '@soc/ui';
import { useClock, useClockValue, type ClockOptions } from '../hooks/use-clock.ts';
import { ownLabel } from '../hooks/use-focus-label.ts';
import { offsetLabel } from '../model/time-zone-offset.ts';
import { FocusLabel } from './focus-label.tsx';

export interface HeaderClockProps {
  /** The clock: live by default; stories freeze it (`{ now: () => FIXED_NOW, ticking: false }`), tests drive it with fake timers. */
  clock?: ClockOptions;
  /** IANA time zone the clock shows. */
  timeZone: string;
  /** Where the settings link leads: `/admin/timezone`, or `/users/403` without the console permission. */
  settingsPath: string;
  onNavigate: (path: string) => void;
}

const SettingsLink = chakra('a');

/** The ticking text on its own: the only component of the header that renders every second. */
function TickingTime({ clock, format }: { clock?: ClockOptions; format: Intl.DateTimeFormat }) {
  const time = useClock(clock);
  return <time dateTime={new Date(time).toISOString()}>{format.format(time)}</time>;
}

/** The zone's offset, rendered again only when it changes (a daylight-saving switch). */
function TickingOffset({ clock, timeZone }: { clock?: ClockOptions; timeZone: string }) {
  const select = useCallback((time: number) => offsetLabel(time, timeZone), [timeZone]);
  return useClockValue(select, clock);
}

/**
 * The header clock with its time zone (spec 000 §2.2) and the link to the time-zone settings. The
 * frame, icons and link render once; each second only the time's text does (issue 11, item 11).
 */
export const HeaderClock = memo(function HeaderClock({ clock, timeZone, settingsPath, onNavigate }: HeaderClockProps) {
  const { t, i18n } = useLingui();
  const format = dateTimeFormatter(i18n.locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const label = t({ id: 'SHELL.TIMEZONE_SETTINGS', message: 'Time zone settings' });
  const frame = useRef<HTMLDivElement>(null);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(settingsPath);
  };
  return (
    <HStack ref={frame} gap="1" color="header.fg" fontSize="sm" flexShrink={0}>
      <Clock size={16} aria-hidden="true" />
      <Box as="span" fontVariantNumeric="tabular-nums" title={timeZone}>
        <TickingTime clock={clock} format={format} />
      </Box>
      <Text as="span" color="fg.muted" fontSize="xs" title={timeZone}>
        <TickingOffset clock={clock} timeZone={timeZone} />
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
      {/* The settings link is an icon alone: its name shows under it on keyboard focus, as its title does on hover. */}
      <FocusLabel container={frame} labelOf={ownLabel} placement="bottom-end" />
    </HStack>
  );
});
