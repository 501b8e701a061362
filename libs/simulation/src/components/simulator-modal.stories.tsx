import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  deviceListHandlers,
  downloadUrlsHandlers,
  FIXED_NOW,
  signInsHandlers,
  taskStatusHandlers,
  threatActorTriggerHandlers,
} from '@soc/mocks';
import { THREAT_ACTOR_ERROR_TEXTS, type ThreatActorErrorNumber } from '@soc/api';
import { RUN_HISTORY_PREFIX } from '../model/run-history.ts';
import { findFocusedOverlay, chromaticCapture } from '@soc/testing/story';
import { SimulatorModal } from './simulator-modal.tsx';

// The archives are signed URLs on another origin: each link says it opens a new window.
const NEW_WINDOW = ' (opens in a new window)';
const NEW_WINDOW_JA = ' （新しいウィンドウで開きます）';

// The attack simulator as the console mounts it on `toggleAttackModal`, fed by the shared mock handlers.
const meta = {
  title: 'Simulation/SimulatorModal',
  component: SimulatorModal,
  tags: ['wide'],
  parameters: { chromatic: chromaticCapture('wide') },
  args: { request: { slideNumber: 0 }, onClose: fn(), now: () => FIXED_NOW },
} satisfies Meta<typeof SimulatorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogNamed = (name: string) => findFocusedOverlay('dialog', name);
const SUCCESS = 'The threat actor simulation has started. Its detections appear in Workbench as the simulated traffic is seen.';
const GENERIC = 'Something went wrong. Please try again later.';

/** Waits until `element` and what it holds have finished opening (a slide or a zoom in), so its box is its final one. */
const opened = (element: HTMLElement) =>
  waitFor(() => expect(element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))).toHaveLength(0));

/**
 * The open simulator on a phone: inside the screen, and every control of the slide (buttons, links,
 * fields) inside it, whole; the page not scrolling sideways.
 */
async function simulatorFitsPhone(dialog: HTMLElement) {
  await opened(dialog);
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  for (const control of dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
    await expect(control.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  }
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/** The toast showing `text`, with its trace ID. */
async function expectToast(text: string, withTraceId: boolean) {
  await waitFor(async () => {
    const toast = body()
      .getAllByText(text)
      .map((node) => node.closest('[data-scope="toast"][data-part="root"]'))
      .find(Boolean);
    await expect(toast).toBeTruthy();
    if (withTraceId) await expect(toast).toHaveTextContent(/Trace ID: 00000000-0000-4000-8000-\d{12}/);
  });
}

async function openThreatActor() {
  const dialog = await dialogNamed('Threat Actor Attack Simulation');
  await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
  // Run also waits for the downloads and the task status (§2.3, §4), which may land after the appliances.
  await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
  return dialog;
}

async function runWithAppliance(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
}

/** Chooses the appliance, then presses Run with Enter; returns Run. */
async function runWithKeyboard(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
  return pressWithEnter(within(dialog).getByRole('button', { name: 'Run simulation' }));
}

/** Focuses `button` and presses Enter, as a keyboard user does; returns it. */
async function pressWithEnter(button: HTMLElement) {
  button.focus();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return button;
}

/**
 * Audit S2: a busy button keeps the focus (Chakra's `loading` disabled it, and the focus fell to the
 * dialog): pressed with Enter, `button` is busy and still focused, now and a moment later, when a
 * browser would have moved the focus off a disabled button.
 */
async function expectBusyWithFocus(button: HTMLElement) {
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveFocus();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect(document.activeElement).toBe(button);
}

// ── Slides ────────────────────────────────────────────────────────────────────────────────────────

/** Slide 0 (S28): the three technique scripts, their cut SHA-256 and the archive password. */
export const ScriptSimulations: Story = {
  play: async () => {
    const dialog = await dialogNamed('Script simulations');
    await expect(await within(dialog).findByRole('link', { name: `Credential dumping (T1003)${NEW_WINDOW}` })).toBeVisible();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await expect(within(dialog).getAllByText(/…$/)[0]?.textContent).toHaveLength(47);
    await expect(within(dialog).getByText('novirus')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next simulation' })).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(992);
  },
};

/** Paging between slides of different heights: the frame's top, its × and the arrows stay where they were. */
export const PagingKeepsControlsInPlace: Story = {
  play: async () => {
    const dialog = await dialogNamed('Script simulations');
    await within(dialog).findByRole('link', { name: `Credential dumping (T1003)${NEW_WINDOW}` });
    const where = () => ({
      frame: Math.round(dialog.getBoundingClientRect().top),
      close: Math.round(within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect().top),
      next: Math.round(within(dialog).getByRole('button', { name: 'Next simulation' }).getBoundingClientRect().top),
    });
    const first = where();
    const firstHeight = dialog.getBoundingClientRect().height;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next simulation' }));
    await within(dialog).findByRole('link', { name: `Application-layer protocol command and control (T1071)${NEW_WINDOW}` });
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Threat actor' }));
    await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
    // The threat-actor sub-slide is much taller than the scripts: the test means something only then.
    await expect(dialog.getBoundingClientRect().height).toBeGreaterThan(firstHeight + 100);
    await expect(where()).toEqual(first);
  },
};

/**
 * Audit D6: paging with Enter. While the next slide loads the pressed arrow stays, dimmed and `aria-disabled`,
 * with the focus on it (it was unmounted and the focus fell to the ×), and the new slide is announced.
 */
export const PagingWithTheKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(taskStatusHandlers.loading());
  },
  play: async () => {
    const dialog = await dialogNamed('Script simulations');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    const next = within(dialog).getByRole('button', { name: 'Next simulation' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-slide', '1'));
    await expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByText('Slide 2 of 7: Network simulations').closest('[aria-live="polite"]')).not.toBeNull();
    // Presses while it loads are ignored.
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toHaveAttribute('data-slide', '1');
  },
};

/** Audit D6: Previous pressed with Enter onto slide 0, where it leads nowhere, keeps the focus (`aria-disabled`, not `disabled`). */
export const PagingToTheFirstSlide: Story = {
  tags: ['no-visual'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { request: { slideNumber: 1 } },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    const previous = within(dialog).getByRole('button', { name: 'Previous simulation' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-slide', '0'));
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByText('Slide 1 of 7: Script simulations')).toBeInTheDocument();
  },
};

/** Slide 0 on a phone in Japanese: the 992 px modal narrows to the screen; the scripts' links, hashes and copy buttons stay inside it. */
export const ScriptsNarrowJapanese: Story = {
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('スクリプトシミュレーション');
    await expect(await within(dialog).findByRole('link', { name: `認証情報のダンプ（T1003）${NEW_WINDOW_JA}` })).toBeVisible();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await expect(within(dialog).getByRole('button', { name: '次のシミュレーション' })).toBeVisible();
    await simulatorFitsPhone(dialog);
  },
};

export const ScriptsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(downloadUrlsHandlers.loading());
  },
  play: async () => {
    const dialog = await dialogNamed('Script simulations');
    await expect(within(dialog).getByRole('status', { name: 'Loading the download links…' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Next simulation' })).toBeNull();
  },
};

/** §8: a failed download-URL request is the generic error. */
export const ScriptsServerError: Story = {
  beforeEach({ msw }) {
    msw.use(downloadUrlsHandlers.serverError());
  },
  play: async () => {
    const alert = await within(await dialogNamed('Script simulations')).findByRole('alert');
    await expect(alert).toHaveTextContent(GENERIC);
    await expect(alert).toHaveTextContent('Trace ID');
  },
};

/** URLs that are not http(s) are not offered as links. */
export const ScriptsHostileData: Story = {
  beforeEach({ msw }) {
    msw.use(downloadUrlsHandlers.hostile());
  },
  play: async () => {
    const dialog = await dialogNamed('Script simulations');
    await expect((await within(dialog).findAllByText('(no download link available)'))[0]).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: `Credential dumping (T1003)${NEW_WINDOW}` })).toBeNull();
  },
};

/** Slide 1, script sub-slide: the network technique's script download (spec 002 §2.2: script slides show download items). */
export const NetworkSimulations: Story = {
  args: { request: { slideNumber: 1 } },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await expect(within(dialog).getByRole('tab', { name: 'Script' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('link', { name: `Application-layer protocol command and control (T1071)${NEW_WINDOW}` })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: `Credential dumping (T1003)${NEW_WINDOW}` })).toBeNull();
    await expect(within(dialog).queryByText(/no further details or links for this simulation/)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next simulation' })).toBeVisible());
  },
};

/** Slide 1 on a phone in Japanese: the sub-slide tabs outgrow the modal; the strip scrolls and says so. */
export const NetworkNarrowJapanese: Story = {
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  args: { request: { slideNumber: 1 } },
  play: async () => {
    const dialog = await dialogNamed('ネットワークシミュレーション');
    await expect(within(dialog).getByRole('button', { name: '次のタブを表示' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'スクリプト' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Slide 1 while the task status is still on its way: the arrows stay hidden. */
export const NetworkLoading: Story = {
  args: { request: { slideNumber: 1, currentType: 'threatActor' } },
  beforeEach({ msw }) {
    msw.use(taskStatusHandlers.loading(), deviceListHandlers.loading());
  },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await expect(within(dialog).queryByRole('button', { name: 'Next simulation' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Run simulation' })).toBeDisabled();
    await expect(within(dialog).getByRole('combobox', { name: /Appliance/ })).toBeDisabled();
  },
};

/** §8: a failed task status only ends the loading. */
export const TaskStatusFailure: Story = {
  args: { request: { slideNumber: 1 } },
  beforeEach({ msw }) {
    msw.use(taskStatusHandlers.serverError());
  },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next simulation' })).toBeVisible());
  },
};

export const AiSimulation: Story = {
  name: 'AI Simulation',
  args: { request: { slideNumber: 2 } },
  play: async () => {
    const dialog = await dialogNamed('AI attack simulation');
    await expect(await within(dialog).findByRole('link', { name: `AI attack script for a language model${NEW_WINDOW}` })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /simulation$/ })).toBeNull();
  },
};

/** Slide 2 on a phone in Japanese: the script's link and the archive password stay inside the modal. */
export const AiNarrowJapanese: Story = {
  name: 'AI Narrow Japanese',
  args: { request: { slideNumber: 2 } },
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('AI攻撃シミュレーション');
    await expect(await within(dialog).findByRole('link', { name: `言語モデル向けAI攻撃スクリプト${NEW_WINDOW_JA}` })).toBeVisible();
    await expect(within(dialog).getByText('novirus')).toBeVisible();
    await simulatorFitsPhone(dialog);
  },
};

/** Slide 2 reads the same download URLs as slide 0: while they load, a status and no links. */
export const AiLoading: Story = {
  name: 'AI Loading',
  args: { request: { slideNumber: 2 } },
  beforeEach({ msw }) {
    msw.use(downloadUrlsHandlers.loading());
  },
  play: async () => {
    const dialog = await dialogNamed('AI attack simulation');
    await expect(within(dialog).getByRole('status', { name: 'Loading the download links…' })).toBeVisible();
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};

/** §8: a failed download-URL request on slide 2 is the generic error too. */
export const AiServerError: Story = {
  name: 'AI Server Error',
  args: { request: { slideNumber: 2 } },
  beforeEach({ msw }) {
    msw.use(downloadUrlsHandlers.serverError());
  },
  play: async () => {
    const dialog = await dialogNamed('AI attack simulation');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(GENERIC);
    await expect(alert).toHaveTextContent('Trace ID');
    await expect(within(dialog).queryByRole('link', { name: `AI attack script for a language model${NEW_WINDOW}` })).toBeNull();
  },
};

export const SignInsSimulation: Story = {
  args: { request: { slideNumber: 3 } },
  play: async () => {
    const dialog = await dialogNamed('Nvidia simulation');
    await expect(within(dialog).getByRole('button', { name: 'Generate sign-ins' })).toBeEnabled();
    await expect(within(dialog).queryByRole('button', { name: 'Next simulation' })).toBeNull();
  },
};

/** Slide 3 on a phone in Japanese: Generate sign-ins stays whole and in view. */
export const SignInsNarrowJapanese: Story = {
  args: { request: { slideNumber: 3 } },
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('Nvidiaシミュレーション');
    const generate = within(dialog).getByRole('button', { name: 'サインインを生成' });
    await expect(generate).toBeEnabled();
    await simulatorFitsPhone(dialog);
    await expect(generate.scrollWidth).toBeLessThanOrEqual(generate.clientWidth);
  },
};

export const SimulatorContainer: Story = {
  args: { request: { slideNumber: 4 } },
  play: async () => {
    const dialog = await dialogNamed('Simulator container');
    await expect(within(dialog).getByText(/no further details or links for this simulation/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Previous simulation' })).toBeNull();
  },
};

export const WorkbenchInsight: Story = {
  args: { request: { slideNumber: 5 } },
  play: async () => {
    const dialog = await dialogNamed('Workbench insight simulation');
    await expect(within(dialog).getByText(/no further details or links for this simulation/)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Previous simulation' })).toBeVisible());
  },
};

// ── Threat actor (slide 6, and slide 1's threat-actor sub-slide) ────────────────────────────────────

export const ThreatActorReady: Story = {
  args: { request: { slideNumber: 6 } },
  play: async () => {
    const dialog = await openThreatActor();
    await expect(within(dialog).getByRole('radio', { name: 'APT28' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: /IP camera IP/ })).toHaveValue('10.20.1.21');
    await expect(within(dialog).getByRole('group', { name: 'Virtual Network Sensor' })).toBeInTheDocument();
    await expect(within(dialog).getByText(/Do not run the same simulation again within 24 hours/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run simulation' })).toBeEnabled();
  },
};

/**
 * The threat-actor screen (slide 6) on a phone in Japanese: the actor choice, the appliance, the IP fields,
 * the attack-path diagram with its zoom controls and Run simulation all stay inside the modal.
 */
export const ThreatActorNarrowJapanese: Story = {
  args: { request: { slideNumber: 6 } },
  tags: ['!wide', 'narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('脅威アクター攻撃シミュレーション');
    await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
    await expect(within(dialog).getByRole('radio', { name: 'APT28' })).toBeChecked();
    // Run waits for the downloads and the task status too (§2.3, §4).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'シミュレーションを実行' })).toBeEnabled());
    await simulatorFitsPhone(dialog);
    // The diagram opens fitted to the phone: every step of the attack path is inside its box.
    const canvas = within(dialog).getByTestId('attack-path-canvas');
    const frame = canvas.getBoundingClientRect();
    for (const step of within(canvas).getAllByRole('button', { name: /^ステップ|^Step/ })) {
      const box = step.getBoundingClientRect();
      await expect(box.left >= frame.left && box.right <= frame.right).toBe(true);
    }
  },
};

export const ThreatActorBlackBasta: Story = {
  args: { request: { slideNumber: 1, currentType: 'threatActor' } },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Black Basta' }));
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    await expect(within(dialog).getByRole('button', { name: 'Step 5: Encrypt' })).toBeInTheDocument();
  },
};

/** A small-business company: no appliance, Run disabled. */
export const ThreatActorNoAppliances: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach({ msw }) {
    msw.use(deviceListHandlers.empty());
  },
  play: async () => {
    const dialog = await dialogNamed('Threat Actor Attack Simulation');
    await expect(await within(dialog).findByText('No appliance can run this simulation')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run simulation' })).toBeDisabled();
  },
};

/** §5: S36_9, S36_10 and S36_11. */
export const ThreatActorValidationErrors: Story = {
  args: { request: { slideNumber: 6 } },
  play: async () => {
    const dialog = await openThreatActor();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /IP camera IP/ }));
    const router = within(dialog).getByRole('textbox', { name: /Router \(RouterOS\) IP/ });
    await userEvent.clear(router);
    await userEvent.type(router, '10.20.1.300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    await expect(within(dialog).getByText('Select an appliance.')).toBeVisible();
    await expect(within(dialog).getByText('Enter an IP address.')).toBeVisible();
    await expect(within(dialog).getByText('Enter a valid IPv4 address, for example 10.0.0.1.')).toBeVisible();
    // Each error is in its control's description too, read again when the control takes the focus.
    await expect(within(dialog).getByRole('combobox', { name: /Appliance/ })).toHaveAccessibleDescription('Select an appliance.');
    await expect(router).toHaveAccessibleDescription('Enter a valid IPv4 address, for example 10.0.0.1. mikrotik-edge');
  },
};

/** Run pressed with Enter while the trigger runs: busy, and it keeps the focus (audit S2). */
export const ThreatActorRunning: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach({ msw }) {
    msw.use(threatActorTriggerHandlers.loading());
  },
  play: async () => {
    const dialog = await openThreatActor();
    const run = await runWithKeyboard(dialog);
    await expect(await within(dialog).findByText('Starting the simulation…')).toBeVisible();
    await expectBusyWithFocus(run);
    await expect(run).toHaveAccessibleName(/Run simulation/);
  },
};

/** Run pressed with Enter: the success toast, and the focus still on Run afterwards (audit S2). */
export const ThreatActorSuccess: Story = {
  args: { request: { slideNumber: 6 } },
  play: async () => {
    const dialog = await openThreatActor();
    const run = await runWithKeyboard(dialog);
    await expectToast(SUCCESS, false);
    await waitFor(() => expect(run).not.toHaveAttribute('aria-busy'));
    await expect(run).toHaveFocus();
  },
};

/** §2.3: the same attack within 24 hours asks first. */
export const ThreatActorRepeatWarning: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach() {
    localStorage.setItem(`${RUN_HISTORY_PREFIX}apt28`, String(FIXED_NOW - 2 * 3600_000));
  },
  play: async () => {
    const dialog = await openThreatActor();
    await runWithAppliance(dialog);
    await expect(within(dialog).getByText('This simulation ran less than 24 hours ago')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run anyway' })).toBeEnabled();
  },
};

/**
 * Audit S2, with the keyboard: the warning takes the focus on Run anyway as it opens; Cancel hands it
 * back to Run (not to the page); so does Run anyway, with Run busy and then done.
 */
export const ThreatActorRepeatWarningKeyboard: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach() {
    localStorage.setItem(`${RUN_HISTORY_PREFIX}apt28`, String(FIXED_NOW - 2 * 3600_000));
  },
  play: async () => {
    const dialog = await openThreatActor();
    const run = await runWithKeyboard(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Run anyway' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await pressWithEnter(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await expect(run).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await pressWithEnter(await within(dialog).findByRole('button', { name: 'Run anyway' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Run anyway' })).toBeNull());
    await expect(run).toHaveFocus();
    await expectToast(SUCCESS, false);
    await waitFor(() => expect(run).not.toHaveAttribute('aria-busy'));
    await expect(document.activeElement).toBe(run);
  },
};

/** §8: each mapped info.number, as a warning toast with the trace ID the request carried. */
function triggerErrorStory(number: ThreatActorErrorNumber): Story {
  return {
    args: { request: { slideNumber: 6 } },
    beforeEach({ msw }) {
      msw.use(threatActorTriggerHandlers.triggerError(number));
    },
    play: async () => {
      const dialog = await openThreatActor();
      await runWithAppliance(dialog);
      await expectToast(THREAT_ACTOR_ERROR_TEXTS[number], true);
    },
  };
}
export const TriggerError132333 = triggerErrorStory(132333);
export const TriggerError132334 = triggerErrorStory(132334);
export const TriggerError132335 = triggerErrorStory(132335);
export const TriggerError132336 = triggerErrorStory(132336);
export const TriggerError132337 = triggerErrorStory(132337);
export const TriggerError132338 = triggerErrorStory(132338);
export const TriggerError132124 = triggerErrorStory(132124);
export const TriggerError132125 = triggerErrorStory(132125);
export const TriggerError132126 = triggerErrorStory(132126);

export const TriggerServerError: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach({ msw }) {
    msw.use(threatActorTriggerHandlers.serverError());
  },
  play: async () => {
    const dialog = await openThreatActor();
    await runWithAppliance(dialog);
    await expectToast(GENERIC, true);
  },
};

/** §8: warning S36_14 plus the generic error and the trace ID; the form says the list is missing. */
export const DeviceListFailure: Story = {
  args: { request: { slideNumber: 6 } },
  beforeEach({ msw }) {
    msw.use(deviceListHandlers.serverError());
  },
  play: async () => {
    await expectToast('The appliance list could not be loaded.', true);
    const dialog = await dialogNamed('Threat Actor Attack Simulation');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Trace ID');
    await expect(within(dialog).getByRole('button', { name: 'Run simulation' })).toBeDisabled();
  },
};

// ── Behaviour anomaly (slide 1) ─────────────────────────────────────────────────────────────────────

export const BehaviourAnomalyReady: Story = {
  args: { request: { slideNumber: 1, currentType: 'behaviorAnomaly' } },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await within(dialog).findByRole('option', { name: 'tps-edge-8200 (192.168.10.2)' });
    await expect(within(dialog).getByRole('textbox', { name: /Server IP \(connection 3\)/ })).toBeVisible();
  },
};

export const BehaviourAnomalyNoAppliances: Story = {
  args: { request: { slideNumber: 1, currentType: 'behaviorAnomaly' } },
  beforeEach({ msw }) {
    msw.use(deviceListHandlers.empty());
  },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await expect(await within(dialog).findByText('No appliance can run this simulation')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Check the settings' })).toBeDisabled();
  },
};

/** §5: the client must be private (S36_13), the servers public (S36_12). */
export const BehaviourAnomalyValidationErrors: Story = {
  args: { request: { slideNumber: 1, currentType: 'behaviorAnomaly' } },
  play: async () => {
    const dialog = await dialogNamed('Network simulations');
    await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Client IP/ }), '8.8.8.8');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Server IP \(connection 1\)/ }), '10.1.1.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the settings' }));
    await expect(within(dialog).getByText('Select an appliance.')).toBeVisible();
    await expect(within(dialog).getByText('Enter a private IP address (10.x, 172.16–31.x or 192.168.x).')).toBeVisible();
    await expect(within(dialog).getByText('Enter a public IP address (not 10.x, 172.16–31.x or 192.168.x).')).toBeVisible();
    // The focus goes to the first field in error, and every field in error says so.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Appliance/ })).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: /Client IP/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

// ── Sign-ins (slide 3) ──────────────────────────────────────────────────────────────────────────────

/** Generate sign-ins pressed with Enter: the toast, and the focus still on the button (audit S2). */
export const SignInsSuccess: Story = {
  args: { request: { slideNumber: 3 } },
  play: async () => {
    const button = await pressWithEnter(within(await dialogNamed('Nvidia simulation')).getByRole('button', { name: 'Generate sign-ins' }));
    await expectToast('Sign-in events are being generated. They appear in your sign-in logs in a few minutes.', false);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveFocus();
  },
};

/** While the sign-ins are being generated: busy, and the focus stays on the button (audit S2). */
export const SignInsGenerating: Story = {
  args: { request: { slideNumber: 3 } },
  beforeEach({ msw }) {
    msw.use(signInsHandlers.loading());
  },
  play: async () => {
    const button = await pressWithEnter(within(await dialogNamed('Nvidia simulation')).getByRole('button', { name: 'Generate sign-ins' }));
    await expectBusyWithFocus(button);
  },
};

function signInsErrorStory(code: number, text: string): Story {
  return {
    args: { request: { slideNumber: 3 } },
    beforeEach({ msw }) {
      msw.use(signInsHandlers.quotaError(code));
    },
    play: async () => {
      await userEvent.click(within(await dialogNamed('Nvidia simulation')).getByRole('button', { name: 'Generate sign-ins' }));
      await expectToast(text, true);
    },
  };
}
export const SignInsError7930201 = signInsErrorStory(7930201, 'Sign-ins could not be generated (code 7930201).');
export const SignInsError7930101 = signInsErrorStory(7930101, 'Sign-ins could not be generated (code 7930101).');
export const SignInsError7935401 = signInsErrorStory(7935401, 'Sign-ins could not be generated (code 7935401).');
export const SignInsOtherCode = signInsErrorStory(4000001, GENERIC);

export const SignInsServerError: Story = {
  args: { request: { slideNumber: 3 } },
  beforeEach({ msw }) {
    msw.use(signInsHandlers.serverError());
  },
  play: async () => {
    const button = await pressWithEnter(within(await dialogNamed('Nvidia simulation')).getByRole('button', { name: 'Generate sign-ins' }));
    await expectToast(GENERIC, true);
    await expect(button).toHaveFocus();
  },
};
