import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay } from '@soc/testing/story';
import { advancedFunctionHandlers, createMockState, FIXED_NOW, preReleaseHandlers, preReleaseOptInHandlers } from '@soc/mocks';
import type { MessageTarget } from '../model/pre-release-messages.ts';
import { PreReleaseDialog } from './pre-release-dialog.tsx';

// Result messages go to a recorder instead of the Storybook frame's real windows.
const recorder = (): MessageTarget & { postMessage: ReturnType<typeof fn> } =>
  ({ postMessage: fn(), location: { origin: window.location.origin }, parent: undefined }) as unknown as MessageTarget & { postMessage: ReturnType<typeof fn> };

const mockState = () => createMockState({ now: () => FIXED_NOW });
const result = (value: string) => [{ actionType: 'optIn', result: value }, window.location.origin];

const meta = {
  title: 'Shell/Global dialogs/Pre-release',
  component: PreReleaseDialog,
  args: { preReleaseKey: 'ai-scanner-guard', onClose: fn(), messageTarget: recorder() },
} satisfies Meta<typeof PreReleaseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(preReleaseHandlers.loading());
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Preview feature');
    await expect(within(dialog).getByRole('status', { name: 'Loading the preview feature…' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('button', { name: 'Opt in' })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await expect(dialog.getBoundingClientRect().width).toBe(672);
    await expect(dialog).toHaveTextContent('Credits may be required');
    await expect(within(dialog).getByText('General availability')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Opt in' })).toBeEnabled();
  },
};

export const OptInSucceeds: Story = {
  args: { messageTarget: recorder() },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect((args.messageTarget as unknown as { postMessage: ReturnType<typeof fn> }).postMessage).toHaveBeenCalledWith(...result('success'));
    await expect(await body.findByText('You have opted in to AI Scanner Guard.')).toBeInTheDocument();
  },
};

export const OptedIn: Story = {
  beforeEach({ msw }) {
    msw.use(preReleaseHandlers.optedIn(mockState()));
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await expect(dialog).toHaveTextContent('You have opted in to this preview feature.');
    await expect(within(dialog).queryByRole('button', { name: 'Opt in' })).toBeNull();
  },
};

export const GenAI: Story = {
  args: { preReleaseKey: 'companion-genai' },
  beforeEach({ msw }) {
    msw.use(preReleaseHandlers.genAI(mockState()), advancedFunctionHandlers.default(mockState()));
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await expect(within(dialog).getByRole('heading', { name: 'Generative AI disclaimer' })).toBeVisible();
    await expect(within(dialog).getByRole('table', { name: 'Where generative-AI requests are processed' })).toBeInTheDocument();
  },
};

export const HostileDescription: Story = {
  beforeEach({ msw }) {
    msw.use(preReleaseHandlers.hostile(mockState()));
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '<img src=x onerror=alert(1)>Preview');
    await expect(dialog.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await expect(within(dialog).getByText('terms')).not.toHaveAttribute('href');
  },
};

export const LoadFailure: Story = {
  args: { preReleaseKey: 'retired-feature' },
  beforeEach({ msw }) {
    msw.use(preReleaseHandlers.serverError());
  },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Preview feature');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(alert).toHaveTextContent('"retired-feature"');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The focus opens on the footer's Close (the × has no text), not on Retry if the error came first.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Close'));
  },
};

export const OptInFailure: Story = {
  args: { messageTarget: recorder() },
  beforeEach({ msw }) {
    msw.use(preReleaseOptInHandlers.serverError());
  },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    await expect((args.messageTarget as unknown as { postMessage: ReturnType<typeof fn> }).postMessage).toHaveBeenCalledWith(...result('failed'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * A phone in Japanese: the 672 px dialog narrows to the screen, Close and Opt in stay whole and in view,
 * and the details' values keep room to read: the general-availability date is not broken across lines.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'AI Scanner Guard');
    await expectFitsPhone(dialog, ['閉じる', 'オプトイン']);
    const date = dialog.querySelector('time') as HTMLElement;
    await expect(date).toHaveTextContent('2027年1月19日');
    const range = document.createRange();
    range.selectNodeContents(date);
    await expect(new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size).toBe(1);
  },
};
