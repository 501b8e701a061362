import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChartFigureProps<T extends { time: number }> {
  testId: string;
  /** What the chart shows, in words: the image's name and the table's caption. */
  summary: string;
  /** Total width in pixels. Below 1 only the text alternative renders. */
  width: number;
  /** The visx chart. */
  children: ReactNode;
  /** The table's column headers: the time, then the value. */
  timeLabel: string;
  valueLabel: string;
  points: readonly T[];
  timeFormat: Intl.DateTimeFormat;
  formatValue: (point: T) => ReactNode;
}

/** A time-series chart as an image with its data as a screen-reader table (the chart's text alternative). */
export function ChartFigure<T extends { time: number }>({
  testId,
  summary,
  width,
  children,
  timeLabel,
  valueLabel,
  points,
  timeFormat,
  formatValue,
}: ChartFigureProps<T>) {
  return (
    <Box data-testid={testId}>
      {width > 0 ? (
        <Box role="img" aria-label={summary} width={`${width}px`} maxWidth="full" lineHeight="0">
          {/* The drawing is hidden from screen readers: Chromium exposes the svg inside the image anyway,
              named by visx ("XYChart", in English) with every tick label; the summary and table say it all. */}
          <Box aria-hidden="true">{children}</Box>
        </Box>
      ) : null}
      {/* Hidden by a box around it: a table ignores the 1 px width of its own srOnly and, at its full
          width, made a phone's page scroll sideways. */}
      <Box srOnly>
        <table>
          <caption>{summary}</caption>
          <thead>
            <tr>
              <th scope="col">{timeLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.time}>
                <td>
                  <time dateTime={new Date(point.time).toISOString()}>{timeFormat.format(point.time)}</time>
                </td>
                <td>{formatValue(point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
