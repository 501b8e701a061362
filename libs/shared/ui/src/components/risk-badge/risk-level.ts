import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Risk levels as the sandbox and object records report them (spec 2, section 3). */
export const RISK_LEVELS = ['high', 'medium', 'low', 'noRisk', 'notAnalyzed', 'unknown'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** Any server value to a level: unrecognised or missing values are `unknown`. */
export function toRiskLevel(value: unknown): RiskLevel {
  return isRiskLevel(value) ? value : 'unknown';
}

export const riskLevelLabels: Record<RiskLevel, MessageDescriptor> = {
  high: msg({ id: 'RISK_LEVEL.HIGH', message: 'High' }),
  medium: msg({ id: 'RISK_LEVEL.MEDIUM', message: 'Medium' }),
  low: msg({ id: 'RISK_LEVEL.LOW', message: 'Low' }),
  noRisk: msg({ id: 'RISK_LEVEL.NO_RISK', message: 'No risk' }),
  notAnalyzed: msg({ id: 'RISK_LEVEL.NOT_ANALYZED', message: 'Not analyzed' }),
  unknown: msg({ id: 'RISK_LEVEL.UNKNOWN', message: 'Unknown' }),
};
