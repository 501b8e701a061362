import { defineRecipe } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { RiskLevel } from '../../components/risk-badge/risk-level.ts';

/** Tinted background, coloured text and a dot; the label, not the colour alone, carries the meaning. */
const tone = (token: 'high' | 'medium' | 'low' | 'noRisk' | 'unknown'): SystemStyleObject => ({
  bg: `risk.${token}.subtle`,
  color: `risk.${token}`,
});

const levels = {
  high: tone('high'),
  medium: tone('medium'),
  low: tone('low'),
  noRisk: tone('noRisk'),
  notAnalyzed: tone('unknown'),
  unknown: tone('unknown'),
} satisfies Record<RiskLevel, SystemStyleObject>;

export const riskBadgeRecipe = defineRecipe({
  className: 'risk-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderRadius: 'l2',
    fontWeight: 'medium',
    lineHeight: '1.25',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    _before: {
      content: '""',
      flexShrink: '0',
      boxSize: '1.5',
      borderRadius: 'full',
      bg: 'currentColor',
    },
  },
  variants: {
    level: levels,
    size: {
      sm: { textStyle: 'xs', px: '1.5', minH: '5' },
      md: { textStyle: 'sm', px: '2', minH: '6' },
    },
  },
  defaultVariants: { level: 'unknown', size: 'sm' },
});
