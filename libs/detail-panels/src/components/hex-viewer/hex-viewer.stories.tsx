import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { fileContentHandlers } from '@soc/mocks';
import { HexViewer } from './hex-viewer-modal.tsx';

const CONTENT_PATH = '/mock/other/filecontent.json';

const meta = {
  title: 'Detail panels/Sections/HexViewer',
  component: HexViewer,
  args: { fileName: 'Invoice_NT-2026-11-0487.xlsm' },
} satisfies Meta<typeof HexViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the viewer and waits until it has faded in (immediate with the visual tests' reduced motion). */
async function openViewer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'View file content' }));
  const dialog = await findFocusedOverlay('dialog', 'File content');
  await waitFor(() => expect(dialog.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
  return dialog;
}

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View file content' });
    const dialog = await openViewer(canvasElement);
    await expect(dialog).toHaveTextContent('Invoice_NT-2026-11-0487.xlsm');
    const dump = await within(dialog).findByRole('region', { name: 'File content (hex)' });
    await expect((dump.textContent ?? '').split('\n')[0]).toBe('00000000  4d5a90000300000004000000ffff0000 | MZ..............');
    // Above the drawer (1001): modals opened from it sit at 1002 (spec 001 §9).
    await expect(getComputedStyle(dialog).zIndex).toBe('1002');
    // Escape once the dialog holds the focus: a frame earlier it reaches the page.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(fileContentHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(CONTENT_PATH, () => HttpResponse.json({ error: { message: 'gone' } }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    await expect(await within(dialog).findByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fileContentHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    const alert = await within(dialog).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(alert).toHaveTextContent(/Trace ID/);
  },
};

export const EmptyFields: Story = {
  args: { fileName: undefined },
  beforeEach({ msw }) {
    msw.use(fileContentHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    await expect(await within(dialog).findByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

export const LongValues: Story = {
  args: { fileName: `${'Consolidated_Annual_Report_Draft_'.repeat(6)}FINAL.docm` },
  beforeEach({ msw }) {
    msw.use(fileContentHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openViewer(canvasElement);
    const dump = await within(dialog).findByRole('region', { name: 'File content (hex)' });
    await expect(dump).toHaveAttribute('data-lines', '4096');
    await expect(dump.scrollHeight).toBeGreaterThan(dump.clientHeight);
  },
};
