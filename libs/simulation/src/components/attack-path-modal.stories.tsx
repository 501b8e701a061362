import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { findThreatActorAttack } from '../model/threat-actors.ts';
import { AttackPathModal } from './attack-path-modal.tsx';

// The threat-actor slide's diagram opened with its "Full screen" button (spec 002 §2.3, §9).
const meta = {
  title: 'Simulation/AttackPathModal',
  component: AttackPathModal,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  args: { open: true, onClose: fn(), attack: findThreatActorAttack('apt28'), ips: { ip1: '10.20.1.21', ip2: '10.20.1.1', ip3: '10.20.3.57' } },
} satisfies Meta<typeof AttackPathModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 002 §2.3, §9: titled Attack Path, 1000 wide, with Cancel; the diagram large inside it. */
export const Open: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Attack Path');
    await expect(dialog.getBoundingClientRect().width).toBe(1000);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^Step \d/ })).toHaveLength(4);
    // The diagram fits itself to the larger box: zoomed in beyond its 880 × 360 size.
    await expect(Number(within(dialog).getByRole('group', { name: 'Attack path diagram' }).getAttribute('data-scale'))).toBeGreaterThan(1);
  },
};

/** In Japanese: the title, Cancel and the zoom bar translated; the modal keeps its width. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '攻撃経路');
    await expect(dialog.getBoundingClientRect().width).toBe(1000);
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await expect(within(dialog).getByText(/^倍率\d+%$/)).toBeVisible();
  },
};

/** Every part of the path — hosts' boxes, their labels, the steps — inside the diagram's visible box. */
async function wholePathInView(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect();
  const parts = canvas.querySelectorAll('svg rect, svg text, [data-step]');
  await expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const rect = part.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(rect.top).toBeGreaterThanOrEqual(box.top);
    await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
  }
}

/**
 * On a phone (390 × 844) the modal is as wide as the screen allows and the diagram fits that: the whole
 * path is in view on opening, through every Zoom out (it zooms about the middle of the view) and after
 * Reset, with no dragging (WCAG 2.5.7).
 */
export const Phone: Story = {
  tags: ['!wide', 'narrow'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    chromatic: chromaticCapture('narrow'),
    viewport: { options: { phone390: { name: '390 px phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Attack Path');
    const canvas = within(dialog).getByRole('group', { name: 'Attack path diagram' });
    await expect(canvas.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    await wholePathInView(canvas);
    const opened = canvas.getAttribute('data-scale');
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    while (zoomOut.getAttribute('aria-disabled') !== 'true') {
      const before = canvas.getAttribute('data-scale');
      await userEvent.click(zoomOut);
      await waitFor(() => expect(canvas.getAttribute('data-scale')).not.toBe(before));
      await wholePathInView(canvas);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-scale', opened));
    await wholePathInView(canvas);
  },
};
