import { screen } from '@testing-library/react';
import { declaredStyles } from '../../testing/declared-styles.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RiskBadge } from './risk-badge.tsx';
import { RISK_LEVELS, isRiskLevel, toRiskLevel } from './risk-level.ts';
import type { RiskLevel } from './risk-level.ts';

const COLOURS: Record<RiskLevel, string> = {
  high: 'risk-high',
  medium: 'risk-medium',
  low: 'risk-low',
  noRisk: 'risk-no-risk',
  notAnalyzed: 'risk-unknown',
  unknown: 'risk-unknown',
};

const LABELS: Record<RiskLevel, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  noRisk: 'No risk',
  notAnalyzed: 'Not analyzed',
  unknown: 'Unknown',
};

describe('RiskBadge', () => {
  it.each(RISK_LEVELS)('labels the %s level and colours it with its risk token', (level) => {
    renderWithProviders(<RiskBadge level={level} />);
    const badge = screen.getByText(LABELS[level]);
    expect(badge).toHaveAttribute('data-level', level);
    const css = declaredStyles(badge);
    expect(css).toContain(`color: var(--chakra-colors-${COLOURS[level]});`);
    expect(css).toContain(`var(--chakra-colors-${COLOURS[level]}-subtle)`);
  });
});

describe('risk levels', () => {
  it('recognises the levels and maps anything else to unknown', () => {
    expect(isRiskLevel('noRisk')).toBe(true);
    expect(isRiskLevel('critical')).toBe(false);
    expect(toRiskLevel('medium')).toBe('medium');
    expect(toRiskLevel(undefined)).toBe('unknown');
    expect(toRiskLevel('HIGH')).toBe('unknown');
  });
});
