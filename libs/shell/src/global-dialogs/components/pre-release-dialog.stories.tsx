import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { advancedFunctionHandlers, createMockState, FIXED_NOW, preReleaseHandlers, preReleaseOptInHandlers, type MockState } from '@soc/mocks';
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
  // The panels' name for this state (the export, and so the story id, is older).
  name: 'Done',
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

/** What the mock backend stored for the gen-AI opt-in stories (a fresh state per run). */
let genAIState: MockState | undefined;

/** The record, the opt-in and the advanced function answered from one new state, which the story then reads. */
function genAIBackend() {
  genAIState = mockState();
  return [preReleaseHandlers.default(genAIState), preReleaseOptInHandlers.default(genAIState), advancedFunctionHandlers.default(genAIState)];
}

/** Spec 002 §4: for genAI, Opt in also enables the advanced function; 'success' is posted and the dialog says it is opted in. */
export const GenAIOptInSucceeds: Story = {
  args: { preReleaseKey: 'companion-genai', messageTarget: recorder() },
  beforeEach({ msw }) {
    msw.use(...genAIBackend());
  },
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect((args.messageTarget as unknown as { postMessage: ReturnType<typeof fn> }).postMessage).toHaveBeenCalledWith(...result('success'));
    await expect(genAIState?.advancedFunctionEnabled).toBe(true);
    await expect(await within(document.body).findByText('You have opted in to Companion.')).toBeInTheDocument();
    await expect(await within(dialog).findByText('You have opted in to this preview feature.')).toBeVisible();
  },
};

/**
 * Contract §9: the opt-in is stored but the advanced function fails: 'enable-advanced-function-failed' is
 * posted, and a warning with the trace ID says the generative-AI features are not on.
 */
export const GenAIAdvancedFunctionFailure: Story = {
  args: { preReleaseKey: 'companion-genai', messageTarget: recorder() },
  beforeEach({ msw }) {
    msw.use(...genAIBackend());
    // Used last, so it answers first.
    msw.use(advancedFunctionHandlers.serverError());
  },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await findFocusedOverlay('dialog', 'Companion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect((args.messageTarget as unknown as { postMessage: ReturnType<typeof fn> }).postMessage).toHaveBeenCalledWith(...result('enable-advanced-function-failed'));
    await expect(genAIState?.optIns.get('companion-genai')).toBe(true);
    await expect(genAIState?.advancedFunctionEnabled).toBe(false);
    const warning = (await body.findByText('The generative-AI features could not be turned on.')).closest('[data-scope="toast"][data-part="root"]');
    await expect(warning).toHaveTextContent('Something went wrong. Please try again later.');
    await expect(warning).toHaveTextContent(/Trace ID: 00000000-0000-4000-8000-\d{12}/);
    await expect(await within(dialog).findByText('You have opted in to this preview feature.')).toBeVisible();
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
  // The panels' name for this state (the export, and so the story id, is older).
  name: 'Server Error',
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
  parameters: { chromatic: chromaticCapture('narrow') },
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
