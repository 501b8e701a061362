import { Badge, HStack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { wrsMeaning, type WrsMeaning } from '@soc/api';
import { Dash } from '@soc/ui';

/** Spec 001 §5: 71 unrated; 0–50 high risk; 51–65 medium; 66–80 warning; 81–100 safe. */
const WRS_MEANING_LABELS: Record<WrsMeaning, MessageDescriptor> = {
  unrated: msg({ id: 'DETAIL.WRS_UNRATED', message: 'Unrated' }),
  high: msg({ id: 'DETAIL.WRS_HIGH', message: 'High risk' }),
  medium: msg({ id: 'DETAIL.WRS_MEDIUM', message: 'Medium risk' }),
  warning: msg({ id: 'DETAIL.WRS_WARNING', message: 'Warning' }),
  safe: msg({ id: 'DETAIL.WRS_SAFE', message: 'Safe' }),
};

// Text on its own subtle surface: every pair is in the theme's contrast checks.
const COLORS: Record<WrsMeaning, { color: string; bg: string }> = {
  unrated: { color: 'risk.unknown', bg: 'risk.unknown.subtle' },
  high: { color: 'risk.high', bg: 'risk.high.subtle' },
  medium: { color: 'risk.medium', bg: 'risk.medium.subtle' },
  warning: { color: 'status.warning', bg: 'status.warning.subtle' },
  safe: { color: 'status.success', bg: 'status.success.subtle' },
};

export interface WrsScoreProps {
  score: number | null | undefined;
}

/** The web-reputation score with its meaning; a score outside the mapping (or none) shows a dash. */
export function WrsScore({ score }: WrsScoreProps) {
  const { i18n } = useLingui();
  const meaning = wrsMeaning(score);
  if (score == null || meaning === undefined) return <Dash />;
  return (
    <HStack gap="2" wrap="wrap">
      <span>{score}</span>
      <Badge size="sm" color={COLORS[meaning].color} bg={COLORS[meaning].bg} data-meaning={meaning}>
        {i18n._(WRS_MEANING_LABELS[meaning])}
      </Badge>
    </HStack>
  );
}
