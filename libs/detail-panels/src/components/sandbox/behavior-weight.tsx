import { Box, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { BehaviorWeight } from '@soc/api';

const BEHAVIOR_WEIGHT_LABELS: Record<BehaviorWeight, MessageDescriptor> = {
  0: msg({ id: 'DETAIL.WEIGHT_UNRATED', message: 'Unrated' }),
  1: msg({ id: 'DETAIL.WEIGHT_LOW', message: 'Low' }),
  2: msg({ id: 'DETAIL.WEIGHT_MEDIUM', message: 'Medium' }),
  3: msg({ id: 'DETAIL.WEIGHT_HIGH', message: 'High' }),
};

const COLORS: Record<BehaviorWeight, string> = { 0: 'risk.unknown', 1: 'risk.low', 2: 'risk.medium', 3: 'risk.high' };
const SEGMENTS = [1, 2, 3] as const;

export interface BehaviorWeightMeterProps {
  weight: BehaviorWeight;
  /** id of the behaviour text that names the meter. */
  labelledBy: string;
}

/** A behaviour weight (spec 001 §3/§4: 0 unrated … 3 high) as a three-step meter with its word. */
export function BehaviorWeightMeter({ weight, labelledBy }: BehaviorWeightMeterProps) {
  const { t, i18n } = useLingui();
  const label = i18n._(BEHAVIOR_WEIGHT_LABELS[weight]);
  return (
    <HStack gap="2" flexShrink={0} data-weight={weight}>
      <HStack
        gap="0.5"
        role="meter"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={weight}
        aria-valuetext={t({ id: 'DETAIL.WEIGHT_VALUE', message: `${label} (${weight} of 3)` })}
      >
        {SEGMENTS.map((step) => (
          <Box
            key={step}
            w="2.5"
            h="2.5"
            borderRadius="sm"
            borderWidth="1px"
            borderColor={weight === 0 ? 'border' : COLORS[weight]}
            bg={step <= weight ? COLORS[weight] : 'transparent'}
          />
        ))}
      </HStack>
      <Text as="span" textStyle="xs" color={COLORS[weight]} minW="14" aria-hidden="true">
        {label}
      </Text>
    </HStack>
  );
}
