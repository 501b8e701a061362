import { isInaccessible, screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { ChartFigure } from './chart-figure.tsx';

const SUMMARY = 'Risk score history from Nov 1 to Nov 29, on a scale of 0 to 100.';
const POINTS = [{ time: Date.UTC(2026, 10, 29), score: 74 }];

describe('ChartFigure', () => {
  it('speaks for its drawing by the summary and the table alone: the svg (visx names it "XYChart") and its tick labels are hidden', () => {
    renderWithProviders(
      <ChartFigure
        testId="chart"
        summary={SUMMARY}
        width={400}
        timeLabel="Time"
        valueLabel="Risk score"
        points={POINTS}
        timeFormat={new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' })}
        formatValue={(point) => point.score}
      >
        <svg aria-label="XYChart" width={400} height={100}>
          <text>Nov 29</text>
        </svg>
      </ChartFigure>,
    );
    const image = screen.getByRole('img', { name: SUMMARY });
    const drawing = image.querySelector('svg');
    if (!drawing) throw new Error('drawing not found');
    expect(isInaccessible(drawing)).toBe(true);
    expect(isInaccessible(image)).toBe(false);
    expect(screen.getByRole('table', { name: SUMMARY })).toHaveTextContent('Nov 29, 202674');
  });
});
