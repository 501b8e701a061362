import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createActivityHistory, FIXED_NOW } from '@soc/mocks';
import { expectTimeLabelsApart } from '../chart/time-axis-play.ts';
import { ActivityChart } from './activity-chart.tsx';

// A fixed width (the 450 px drawer minus its padding) keeps screenshots stable.
const WIDTH = 418;
const HOUR = 3_600_000;
const lastHour = Math.floor(FIXED_NOW / HOUR) * HOUR;
const hoursBack = (n: number) => new Date(lastHour - n * HOUR).toISOString();

const meta = {
  title: 'Detail panels/Sections/ActivityChart',
  component: ActivityChart,
  args: { history: createActivityHistory(FIXED_NOW), width: WIDTH },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: /Peak of 412 activities at/ });
    await expect(chart.querySelector('svg')).toHaveAttribute('width', String(WIDTH));
    // The summary speaks for the drawing: visx's svg ("XYChart") and its tick labels are hidden.
    await expect(chart.querySelector('svg')?.closest('[aria-hidden="true"]')?.parentElement).toBe(chart);
    await expect(within(chart).getByText('Peak: 412')).toBeInTheDocument();
    await expect(within(chart).getByText('Time')).toBeInTheDocument();
    await expect(within(chart).getByText('Activities')).toBeInTheDocument();
    // The text alternative: one row per hour, plus the header row.
    await expect(canvas.getByRole('table', { name: /Activity history from/ }).querySelectorAll('tr')).toHaveLength(49);
    await expectTimeLabelsApart(canvas.getByTestId('activity-chart'));
  },
};

export const SinglePoint: Story = {
  args: { history: [{ time: hoursBack(3), count: 57 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Peak of 57 activities/ })).toBeInTheDocument();
    await expect(canvas.getByText('Peak: 57')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No activity history')).toBeVisible();
    await expect(canvas.queryByTestId('activity-chart')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const FlatLine: Story = {
  args: { history: Array.from({ length: 24 }, (_, i) => ({ time: hoursBack(23 - i), count: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /No activity in this period/ })).toBeInTheDocument();
    await expect(canvas.queryByText(/^Peak:/)).toBeNull();
  },
};

export const LongValues: Story = {
  args: { history: createActivityHistory(FIXED_NOW, 168, 30).map((p, i) => ({ ...p, count: p.count * 2500 + i })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: /Peak of 1,030,1\d\d activities/ })).toBeInTheDocument());
    // The drawn peak label groups its digits as the summary does.
    await expect(canvas.getByText(/^Peak: 1,030,1\d\d$/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(169);
    await expectTimeLabelsApart(canvas.getByTestId('activity-chart'));
  },
};

// The drawer opened through the global event is 504 px wide (DRAWER_WIDTHS.global), 472 inside its
// padding; on a 390 px phone it takes the screen, 358 inside.
const DRAWER_WIDTH = 472;
const PHONE_WIDTH = 358;
const fiveHours = [9, 22, 41, 13, 7].map((count, i) => ({ time: hoursBack(4 - i), count }));

/** Five hourly points in the drawer: d3 labelled every hour, and the last label lay on its neighbour. */
export const HourlyInTheDrawer: Story = {
  args: { history: fiveHours, width: DRAWER_WIDTH },
  play: async ({ canvasElement }) => {
    await expectTimeLabelsApart(within(canvasElement).getByTestId('activity-chart'), 3);
  },
};

/** The same five hours on a phone, in Japanese. */
export const HourlyOnAPhone: Story = {
  args: { history: fiveHours, width: PHONE_WIDTH },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expectTimeLabelsApart(within(canvasElement).getByTestId('activity-chart'), 2);
  },
};
