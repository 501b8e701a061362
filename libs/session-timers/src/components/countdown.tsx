import { Text, VisuallyHidden } from '@chakra-ui/react';
import { Plural } from '@lingui/react/macro';
import { announcementFor, formatMinutesSeconds } from '../model/countdown.ts';

export interface CountdownProps {
  secondsLeft: number;
  /** `minutes` shows m:ss; `seconds` shows the exact seconds. */
  mode: 'minutes' | 'seconds';
}

/**
 * The visible countdown (role="timer": not live, it changes every second) and a polite live region
 * that speaks only at thresholds — each minute above 60 s, then at 60, 30 and 10 s.
 */
export function Countdown({ secondsLeft, mode }: CountdownProps) {
  const said = announcementFor(secondsLeft);
  return (
    <>
      <Text role="timer" data-mode={mode} mt="4" textStyle="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" color="fg">
        {mode === 'minutes' ? formatMinutesSeconds(secondsLeft) : <Plural id="SESSION.COUNTDOWN_SECONDS" value={secondsLeft} one="# second" other="# seconds" />}
      </Text>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {said.unit === 'minutes' ? (
          <Plural id="SESSION.ANNOUNCE_MINUTES_LEFT" value={said.value} one="About # minute left" other="About # minutes left" />
        ) : (
          <Plural id="SESSION.ANNOUNCE_SECONDS_LEFT" value={said.value} one="# second or less left" other="# seconds or less left" />
        )}
      </VisuallyHidden>
    </>
  );
}
