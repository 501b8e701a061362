import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, fireEvent, userEvent, within } from 'storybook/test';
import { findThreatActorAttack } from '../model/threat-actors.ts';
import { AttackPathDiagram } from './attack-path-diagram.tsx';
import { chromaticCapture } from '@soc/testing/story';

const meta = {
  title: 'Simulation/AttackPathDiagram',
  component: AttackPathDiagram,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  args: { attack: findThreatActorAttack('apt28'), ips: { ip1: '10.20.1.21', ip2: '10.20.1.1', ip3: '10.20.3.57' }, width: 880, height: 360 },
  decorators: [
    (Story) => (
      <Box bg="bg.panel" p="4" width="fit-content">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AttackPathDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (root: HTMLElement) => within(root).getByRole('group', { name: 'Attack path diagram' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas).toHaveAttribute('data-scale', '1');
    await expect(within(canvasElement).getAllByRole('button', { name: /^Step \d/ })).toHaveLength(4);
    await expect(within(canvasElement).getByText('Zoom 100%')).toBeVisible();
    // The node texts keep the diagram's sizes, not the page's (the reset's `font: inherit` beats SVG attributes).
    const fontOf = (text: string) => {
      const style = getComputedStyle(within(canvas).getByText(text));
      return `${style.fontSize} ${style.fontWeight}`;
    };
    await expect(fontOf('IP camera')).toBe('13px 600');
    await expect(fontOf('10.20.1.21')).toBe('12px 400');
    await expect(fontOf('1')).toBe('13px 700');
  },
};

export const BlackBasta: Story = {
  args: { attack: findThreatActorAttack('black_basta'), ips: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Step \d/ })).toHaveLength(5);
    await expect(within(canvasElement).getByText('desktop-hr-11')).toBeInTheDocument();
  },
};

/** Zoomed out to the smallest scale (20 %): Zoom out says it can go no further and keeps the focus. */
export const Smallest: Story = {
  tags: ['no-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const zoomOut = within(canvasElement).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    for (let step = 0; step < 9; step += 1) await userEvent.click(zoomOut);
    await waitFor(() => expect(canvasOf(canvasElement)).toHaveAttribute('data-scale', '0.2'));
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomOut).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom in' }));
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
  },
};

/** Two steps in with the button, one more with the + key. */
export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom in' }));
    canvasOf(canvasElement).focus();
    await userEvent.keyboard('+');
    await expect(within(canvasElement).getByText('Zoom 130%')).toBeVisible();
  },
};

/** Dragged with the mouse, then moved with an arrow key. */
export const Panned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const box = canvas.getBoundingClientRect();
    // A real mouse's events come frames apart; the zoom state needs a render between press and move.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    fireEvent.mouseDown(canvas, { clientX: box.left + 400, clientY: box.top + 200 });
    await nextFrame();
    fireEvent.mouseMove(canvas, { clientX: box.left + 480, clientY: box.top + 240 });
    await nextFrame();
    fireEvent.mouseUp(canvas);
    await waitFor(() => expect(canvas).toHaveAttribute('data-translate', '80,40'));
    canvas.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas).toHaveAttribute('data-translate', '120,40'));
  },
};

export const TooltipOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Step 2: Brute-force the router' }));
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('2. Brute-force the router');
    await expect(tooltip.getBoundingClientRect().width).toBe(304);
  },
};

/** On a phone in Japanese: the zoom bar wraps instead of pushing the zoom figure off its start. */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { onOpenFullScreen: fn() },
  decorators: [
    (Story) => (
      <Box width="288px">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByText('倍率100%');
    const bar = figure.parentElement as HTMLElement;
    await expect(figure.getBoundingClientRect().left).toBeGreaterThanOrEqual(bar.getBoundingClientRect().left);
    await expect(within(canvasElement).getByRole('button', { name: '全画面表示' }).getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right);
  },
};

/** The step buttons' tooltips, each opened in turn (by pointer, the last again by keyboard): every one whole inside the box. */
async function everyTooltipInsideTheBox(canvasElement: HTMLElement) {
  const canvas = within(canvasElement).getByTestId('attack-path-canvas');
  const inside = async (tooltip: HTMLElement) => {
    const box = canvas.getBoundingClientRect();
    const rect = tooltip.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(rect.top).toBeGreaterThanOrEqual(box.top);
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
  };
  const steps = within(canvasElement).getAllByRole('button', { name: /^(Step|ステップ) ?\d/ });
  for (const step of steps) {
    await userEvent.click(step);
    await waitFor(() => expect(step).toHaveAttribute('aria-expanded', 'true'));
    await inside(within(canvasElement).getByRole('tooltip'));
  }
  const first = steps[0] as HTMLElement;
  first.focus();
  await userEvent.keyboard('{Enter}');
  await inside(await within(canvasElement).findByRole('tooltip'));
}

/**
 * On a phone the box (288 px, as the slide gives it) is narrower than a tooltip (304): each tooltip is
 * pulled inside it, as wide as the box allows, above or below its step as there is room.
 */
export const NarrowTooltips: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { width: 288, height: 340 },
  decorators: [
    (Story) => (
      <Box width="288px">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => everyTooltipInsideTheBox(canvasElement),
};

/** The same in Japanese, with Black Basta's five steps. */
export const NarrowTooltipsJapanese: Story = {
  ...NarrowTooltips,
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { attack: findThreatActorAttack('black_basta'), ips: {}, width: 288, height: 340 },
};
