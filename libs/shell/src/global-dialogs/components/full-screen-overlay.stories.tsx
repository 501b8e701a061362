import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAYERS } from '@soc/ui';
import { FullScreenOverlayView } from './full-screen-overlay.tsx';

// The view with a fixed probe state: the 5000 ms / 20 ms probe is covered by fake-timer tests.
const meta = {
  title: 'Shell/Global dialogs/Full-screen overlay',
  component: FullScreenOverlayView,
  args: {
    page: { status: 'allowed', src: '/favicon.svg' },
    onClose: fn(),
    probe: { capturing: false, coverHandlers: { onPointerMove: fn(), onPointerDown: fn(), onWheel: fn() } },
  },
} satisfies Meta<typeof FullScreenOverlayView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const overlay = await body.findByTestId('full-screen-overlay');
    await expect(Number(getComputedStyle(overlay.parentElement as HTMLElement).zIndex)).toBeGreaterThanOrEqual(1400);
    await expect(getComputedStyle(overlay.parentElement as HTMLElement).zIndex).toBe(String(LAYERS.fullScreenOverlay));
    // The focus opens on Close, whether or not the framed page has arrived; nothing animates in.
    await waitFor(() => expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus());
    await expect(getComputedStyle(overlay).animationName).toBe('none');
    await expect(within(overlay).queryAllByRole('banner')).toHaveLength(0);
    const frame = within(overlay).getByTitle('Console page');
    await expect(frame).toHaveAttribute('src', '/favicon.svg');
    // The page takes the whole window below the overlay's title bar, not an iframe's default 150 px.
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight - 80);
    await expect(frame.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(getComputedStyle(body.getByTestId('activity-cover')).pointerEvents).toBe('none');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const CapturingPointer: Story = {
  args: { probe: { capturing: true, coverHandlers: { onPointerMove: fn(), onPointerDown: fn(), onWheel: fn() } } },
  play: async ({ args }) => {
    const cover = await within(document.body).findByTestId('activity-cover');
    await expect(getComputedStyle(cover).pointerEvents).toBe('auto');
    await userEvent.pointer({ target: cover, coords: { clientX: 200, clientY: 200 } });
    await waitFor(() => expect(args.probe.coverHandlers.onPointerMove).toHaveBeenCalled());
  },
};

export const RefusedOtherOrigin: Story = {
  args: { page: { status: 'refused', requested: 'https://elsewhere.example/' } },
  play: async () => {
    const overlay = await within(document.body).findByTestId('full-screen-overlay');
    await expect(within(overlay).getByRole('alert')).toHaveTextContent('This page cannot be opened here');
  },
};
