import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { riskBadgeRecipe } from '../../theme/recipes/risk-badge-recipe.ts';
import { riskLevelLabels } from './risk-level.ts';
import type { RiskLevel } from './risk-level.ts';

const RiskBadgeRoot = chakra('span', riskBadgeRecipe);

export interface RiskBadgeProps {
  level: RiskLevel;
  size?: 'sm' | 'md';
}

/** A risk level as a coloured label: high red, medium orange, low and no risk green, others grey. */
export function RiskBadge({ level, size = 'sm' }: RiskBadgeProps) {
  const { i18n } = useLingui();
  return (
    <RiskBadgeRoot level={level} size={size} data-level={level}>
      {i18n._(riskLevelLabels[level])}
    </RiskBadgeRoot>
  );
}
