import { semanticColorHex, useColorMode } from '@soc/ui';
import { useMemo } from 'react';
import { consoleChartTheme } from '../components/chart/chart-theme.ts';

type ColorToken = Parameters<typeof semanticColorHex>[0];

// What every detail-panel chart draws with: line, axes, labels, grid and background.
const BASE_TOKENS = { line: 'brand.fg', text: 'fg.muted', label: 'fg', grid: 'border', background: 'bg.panel' } as const satisfies Record<string, ColorToken>;

/**
 * A chart's colours in the current colour mode, the shared ones and its own `extra` ones (a module
 * constant, so the memo holds), with the visx theme made of them.
 */
export function useChartColors<K extends string>(extra: Record<K, ColorToken>) {
  const { colorMode } = useColorMode();
  const colors = useMemo(() => {
    const tokens: Record<string, ColorToken> = { ...BASE_TOKENS, ...extra };
    const hex = Object.entries(tokens).map(([name, token]) => [name, semanticColorHex(token, colorMode)]);
    return Object.fromEntries(hex) as Record<K | keyof typeof BASE_TOKENS, string>;
  }, [colorMode, extra]);
  const theme = useMemo(() => consoleChartTheme(colors), [colors]);
  return { colors, theme };
}
