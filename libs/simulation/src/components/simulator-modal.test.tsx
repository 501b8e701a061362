import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { deviceListHandlers, FIXED_NOW, signInsHandlers, taskStatusHandlers, threatActorTriggerHandlers } from '@soc/mocks';
import { toaster } from '@soc/ui';
import { RUN_HISTORY_PREFIX } from '../model/run-history.ts';
import { SimulatorModal } from './simulator-modal.tsx';
import { recordRequests, renderWithProviders, setupMockServer, findFocusedOverlay } from '@soc/testing';

const { server } = setupMockServer();

afterEach(() => {
  act(() => toaster.remove());
  localStorage.clear();
});

function open(request: { slideNumber?: number; currentType?: string }) {
  const onClose = vi.fn();
  renderWithProviders(<SimulatorModal request={request} onClose={onClose} now={() => FIXED_NOW} />, { toaster: true });
  return { onClose, user: userEvent.setup() };
}

// Forms in jsdom on two shared cores are slow; no test here waits on a timer.
vi.setConfig({ testTimeout: 30_000 });

/** The toast whose text includes `text` (the same text may also show in the slide). */
const toastWith = (text: string) =>
  waitFor(
    () => {
      const toast = screen.queryAllByText(text).map((m) => m.closest('[data-scope="toast"][data-part="root"]')).find(Boolean);
      if (!(toast instanceof HTMLElement)) throw new Error(`no toast with ${text}`);
      return toast;
    },
    { timeout: 5000 },
  );

describe('SimulatorModal: frame and slides (spec 002 §2.2, §4)', () => {
  it('opens slide 0 (S28) with one download request for the four archives, cut hashes and the password', async () => {
    const calls = recordRequests(server);
    open({ slideNumber: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Script simulations' });
    expect(await within(dialog).findByText('Credential dumping (T1003)')).toBeInTheDocument();
    const posts = calls.seen.filter((c) => c.url.pathname === '/public/svp/v2/fileUpload/downloadUrls');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ signedUrlExpireSeconds: 6000 });
    expect((posts[0]?.body as { objectKeys: string[] }).objectKeys).toHaveLength(4);
    const hash = within(dialog).getAllByText(/…$/)[0] as HTMLElement;
    expect(hash.textContent).toHaveLength(47);
    expect(within(dialog).getByText('novirus')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next simulation' })).toBeInTheDocument();
    calls.stop();
  });

  it('closes on Esc and on the close button, not on the mask', async () => {
    const { onClose, user } = open({ slideNumber: 0 });
    const dialog = await findFocusedOverlay('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each([2, 3, 4])('hides the arrows on slide %i', async (slideNumber) => {
    open({ slideNumber });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    expect(within(dialog).queryByRole('button', { name: /simulation$/ })).toBeNull();
  });

  it('slide 1 loads the task status and the device list, and keeps the arrows hidden while loading', async () => {
    server.use(taskStatusHandlers.loading());
    const calls = recordRequests(server);
    open({ slideNumber: 1, currentType: 'threatActor' });
    const dialog = await screen.findByRole('dialog', { name: 'Network simulations' });
    await waitFor(() => expect(calls.seen.map((c) => c.url.pathname)).toEqual(expect.arrayContaining(['/public/ptp/n1-simulations/v1/task-status', '/ui/ani/dms/api/v1/get_simulation_device_list'])));
    expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Next simulation' })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'Threat actor' })).toHaveAttribute('aria-selected', 'true');
    calls.stop();
  });

  it('the arrows step over slides 2–4, which have none: Next from 1 leads to 5, Previous from 5 back to 1', async () => {
    const { user } = open({ slideNumber: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Network simulations' });
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    await user.click(within(dialog).getByRole('button', { name: 'Next simulation' }));
    expect(await screen.findByRole('dialog', { name: 'Workbench insight simulation' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous simulation' }));
    expect(await screen.findByRole('dialog', { name: 'Network simulations' })).toBeInTheDocument();
  });

  // Audit D6: the arrow was unmounted while the next slide loaded, and the focus fell to the ×.
  it('Next pressed with Enter keeps the focus while the next slide loads, ignores presses then, and announces the slide', async () => {
    server.use(taskStatusHandlers.loading());
    const { user } = open({ slideNumber: 0 });
    const dialog = await findFocusedOverlay('dialog', 'Script simulations');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    const next = within(dialog).getByRole('button', { name: 'Next simulation' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Network simulations' });
    expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Previous simulation' })).toBeNull();
    expect(within(dialog).getByText('Slide 2 of 7: Network simulations').closest('[aria-live="polite"]')).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(dialog).toHaveAttribute('data-slide', '1');
  });

  it('an arrow that reaches an end keeps the focus, aria-disabled, until the focus leaves it', async () => {
    const { user } = open({ slideNumber: 1 });
    const dialog = await findFocusedOverlay('dialog', 'Network simulations');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    const previous = within(dialog).getByRole('button', { name: 'Previous simulation' });
    act(() => previous.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Script simulations' });
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Slide 1 of 7: Script simulations')).toBeInTheDocument();
    await user.tab();
    expect(previous).toBeDisabled();
  });

  it('a failed task status only ends the loading', async () => {
    server.use(taskStatusHandlers.serverError());
    open({ slideNumber: 1 });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    expect(within(dialog).getByRole('button', { name: 'Next simulation' })).toBeInTheDocument();
  });

  it('a failed device list raises S36_14 with the generic error and the trace ID', async () => {
    server.use(deviceListHandlers.serverError());
    const calls = recordRequests(server);
    open({ slideNumber: 6 });
    const toast = await toastWith('The appliance list could not be loaded.');
    expect(toast).toHaveTextContent('Something went wrong. Please try again later.');
    expect(toast).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    calls.stop();
  });
});

describe('SimulatorModal: threat actor (spec 002 §2.3, §5, §7, §8)', () => {
  async function openWithAppliances() {
    const ctx = open({ slideNumber: 6 });
    const dialog = await screen.findByRole('dialog', { name: 'Threat Actor Attack Simulation' });
    await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
    return { ...ctx, dialog };
  }

  // Run also waits for the downloads and the task status (§2.3, §4), which may land after the appliances.
  async function openThreatActor() {
    const ctx = await openWithAppliances();
    await waitFor(() => expect(within(ctx.dialog).getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    return ctx;
  }

  it('groups the appliances and validates appliance, empty and malformed IPs', async () => {
    const { user, dialog } = await openThreatActor();
    expect(within(dialog).getByRole('group', { name: 'Virtual Network Sensor' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Deep Discovery Inspector' })).toBeInTheDocument();
    const camera = within(dialog).getByRole('textbox', { name: /IP camera IP/ });
    expect(camera).toHaveValue('10.20.1.21');
    await user.clear(camera);
    await user.clear(within(dialog).getByRole('textbox', { name: /Router \(RouterOS\) IP/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Router \(RouterOS\) IP/ }), '10.0.0');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(within(dialog).getByText('Select an appliance.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an IP address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid IPv4 address, for example 10.0.0.1.')).toBeInTheDocument();
  });

  it('puts each error in the description of its control, before the host name of an IP (§5, WCAG 3.3.1)', async () => {
    const { user, dialog } = await openThreatActor();
    const camera = within(dialog).getByRole('textbox', { name: /IP camera IP/ });
    const router = within(dialog).getByRole('textbox', { name: /Router \(RouterOS\) IP/ });
    await user.clear(camera);
    await user.clear(router);
    await user.type(router, '300.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(within(dialog).getByRole('combobox', { name: /Appliance/ })).toHaveAccessibleDescription('Select an appliance.');
    expect(camera).toHaveAccessibleDescription('Enter an IP address. ipcam-lobby');
    expect(router).toHaveAccessibleDescription('Enter a valid IPv4 address, for example 10.0.0.1. mikrotik-edge');
    // A valid field keeps its host name alone.
    await user.type(camera, '10.20.1.21');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(camera).toHaveAccessibleDescription('ipcam-lobby');
  });

  it('changing the attack resets the rules and the hosts', async () => {
    const { user, dialog } = await openThreatActor();
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(within(dialog).getByText('Select an appliance.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Black Basta' }));
    expect(within(dialog).queryByText('Select an appliance.')).toBeNull();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(5);
    expect(within(dialog).getByRole('textbox', { name: /Desktop 2 IP/ })).toHaveValue('10.30.4.22');
  });

  it('posts the trigger as §7 names it and shows the success toast', async () => {
    const calls = recordRequests(server);
    const { user, dialog } = await openThreatActor();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    await toastWith('The threat actor simulation has started. Its detections appear in Workbench as the simulated traffic is seen.');
    const trigger = calls.seen.find((c) => c.url.pathname === '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack');
    expect(trigger?.body).toEqual({
      guid: '5f0c2a9e-3b1d-4e7a-9c21-0d8e6b4f1a01',
      source_host: 'vns-tokyo-01',
      source_ip: '10.20.0.5',
      product_code: 'XNS',
      use_case_num: 'APT28',
      endpoint_ips: { 'ipcam-lobby': '10.20.1.21', 'mikrotik-edge': '10.20.1.1', 'win10-finance-07': '10.20.3.57' },
    });
    expect(localStorage.getItem(`${RUN_HISTORY_PREFIX}apt28`)).toBe(String(FIXED_NOW));
    calls.stop();
  });

  it('takes full-width hosts typed with a Japanese input method: valid, shown half-width once left, sent half-width', async () => {
    const calls = recordRequests(server);
    const { user, dialog } = await openThreatActor();
    const camera = within(dialog).getByRole('textbox', { name: /IP camera IP/ });
    const router = within(dialog).getByRole('textbox', { name: /Router \(RouterOS\) IP/ });
    await user.clear(camera);
    await user.type(camera, '１０．２０．１．２１');
    expect(camera).toHaveValue('１０．２０．１．２１');
    await user.clear(router);
    await user.type(router, '１０。２０。１。１');
    expect(camera).toHaveValue('10.20.1.21');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
    expect(router).toHaveValue('10.20.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(camera).toHaveAccessibleDescription('ipcam-lobby');
    expect(router).toHaveAccessibleDescription('mikrotik-edge');
    await toastWith('The threat actor simulation has started. Its detections appear in Workbench as the simulated traffic is seen.');
    const trigger = calls.seen.find((c) => c.url.pathname === '/ui/ani/dms/api/v1/trigger_threat_actor_simulation_attack');
    expect((trigger?.body as { endpoint_ips: unknown }).endpoint_ips).toEqual({
      'ipcam-lobby': '10.20.1.21',
      'mikrotik-edge': '10.20.1.1',
      'win10-finance-07': '10.20.3.57',
    });
    calls.stop();
  });

  it.each([132333, 132334, 132335, 132336, 132337, 132338, 132124, 132125, 132126])(
    'HTTP 400 info.number %i: the spec text as a warning with the trace ID the request carried',
    async (number) => {
      server.use(threatActorTriggerHandlers.triggerError(number));
      const traceIds: string[] = [];
      const listener = ({ request }: { request: Request }) => void traceIds.push(request.headers.get('x-trace-id') ?? '');
      server.events.on('request:start', listener);
      const { user, dialog } = await openThreatActor();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'ddi-hq-core (172.16.4.20)');
      await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
      const { TRIGGER_ERROR_MESSAGES } = await import('../model/messages.ts');
      const toast = await toastWith(TRIGGER_ERROR_MESSAGES[number as keyof typeof TRIGGER_ERROR_MESSAGES].message as string);
      server.events.removeListener('request:start', listener);
      const sent = traceIds.at(-1) as string;
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
      expect(toast).toHaveTextContent(`Trace ID: ${sent}`);
    },
  );

  it('any other failure is the generic error', async () => {
    server.use(threatActorTriggerHandlers.serverError(502));
    const { user, dialog } = await openThreatActor();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(await toastWith('Something went wrong. Please try again later.')).toHaveTextContent('Trace ID');
  });

  it('warns before repeating an attack within 24 hours', async () => {
    localStorage.setItem(`${RUN_HISTORY_PREFIX}apt28`, String(FIXED_NOW - 3600_000));
    const calls = recordRequests(server);
    const { user, dialog } = await openThreatActor();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Appliance/ }), 'vns-tokyo-01 (10.20.0.5)');
    await user.click(within(dialog).getByRole('button', { name: 'Run simulation' }));
    expect(within(dialog).getByText('This simulation ran less than 24 hours ago')).toBeInTheDocument();
    expect(calls.seen.some((c) => c.url.pathname.includes('trigger_threat_actor'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Run anyway' }));
    await toastWith('The threat actor simulation has started. Its detections appear in Workbench as the simulated traffic is seen.');
    calls.stop();
  });

  it.each([
    ['post', '/public/svp/v2/fileUpload/downloadUrls'],
    ['get', '/public/ptp/n1-simulations/v1/task-status'],
  ] as const)('Run stays disabled while the simulator loads (§2.3, §4): %s %s held with the appliances in', async (method, path) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Answers nothing until released, so the default handler answers then.
    server.use(http[method](path, () => held));
    const { dialog } = await openWithAppliances();
    const run = within(dialog).getByRole('button', { name: 'Run simulation' });
    expect(within(dialog).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(run).toBeDisabled();
    release();
    await waitFor(() => expect(run).toBeEnabled());
  });

  it('Run is disabled with no appliance', async () => {
    server.use(deviceListHandlers.empty());
    open({ slideNumber: 6 });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No appliance can run this simulation')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run simulation' })).toBeDisabled();
  });
});

describe('SimulatorModal: behaviour anomaly (spec 002 §2.4, §5)', () => {
  it('SNB-AD-14 asks three server IPs; client must be private, servers public', async () => {
    const { user } = open({ slideNumber: 1, currentType: 'behaviorAnomaly' });
    const dialog = await screen.findByRole('dialog', { name: 'Network simulations' });
    await within(dialog).findByRole('option', { name: 'vns-tokyo-01 (10.20.0.5)' });
    expect(within(dialog).getByRole('textbox', { name: /Server IP \(connection 3\)/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Client IP/ }), '8.8.8.8');
    await user.type(within(dialog).getByRole('textbox', { name: /Server IP \(connection 1\)/ }), '10.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Check the settings' }));
    expect(within(dialog).getByText('Enter a private IP address (10.x, 172.16–31.x or 192.168.x).')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a public IP address (not 10.x, 172.16–31.x or 192.168.x).')).toBeInTheDocument();
  });
});

describe('SimulatorModal: sign-ins (spec 002 §7, §8)', () => {
  it('posts without a body and shows S33_24', async () => {
    const calls = recordRequests(server);
    const { user } = open({ slideNumber: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Nvidia simulation' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate sign-ins' }));
    await toastWith('Sign-in events are being generated. They appear in your sign-in logs in a few minutes.');
    const post = calls.seen.find((c) => c.url.pathname === '/public/sjg/api/v1/simulation/aad/signIns');
    expect(post).toMatchObject({ method: 'POST', body: undefined });
    calls.stop();
  });

  it('two presses before the button turns busy (a double click in one task) post once', async () => {
    const calls = recordRequests(server);
    open({ slideNumber: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Nvidia simulation' });
    const generate = within(dialog).getByRole('button', { name: 'Generate sign-ins' });
    act(() => {
      fireEvent.click(generate);
      fireEvent.click(generate);
    });
    await toastWith('Sign-in events are being generated. They appear in your sign-in logs in a few minutes.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Generate sign-ins' })).toBeEnabled());
    expect(calls.seen.filter((c) => c.url.pathname === '/public/sjg/api/v1/simulation/aad/signIns')).toHaveLength(1);
    calls.stop();
  });

  it.each([
    [7930201, 'Sign-ins could not be generated (code 7930201).'],
    [7930101, 'Sign-ins could not be generated (code 7930101).'],
    [7935401, 'Sign-ins could not be generated (code 7935401).'],
    [1234567, 'Something went wrong. Please try again later.'],
  ])('error.code %i shows its message with the trace ID', async (code, text) => {
    server.use(signInsHandlers.quotaError(code));
    const { user } = open({ slideNumber: 3 });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Generate sign-ins' }));
    expect(await toastWith(text)).toHaveTextContent('Trace ID');
  });
});
