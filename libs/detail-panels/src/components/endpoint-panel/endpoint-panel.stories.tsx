import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPanelFrame } from '../../testing/panel-frame.tsx';
import { DRAWER_WIDTHS } from '@soc/ui';
import { expectLabelsWhole, expectPanelFitsPhone, findFocusedOverlay, renderedLines, chromaticCapture } from '@soc/testing/story';
import { customTagsHandlers, customTagVariants, endpointHandlers, endpointIdentityHandlers, endpointIdentityVariants, endpointRecordVariants, ipsRulesHandlers } from '@soc/mocks';
import { settleFrame } from '../../testing/settle.ts';
import { expectDirectoryNamesWrap, unbrokenDirectoryNames } from '../../testing/unbroken-directory-names.ts';
import { EndpointPanel } from './endpoint-panel.tsx';
import { revealSecondPage } from '../../testing/reveal-second-page.ts';

/** The first answer can take a while on a loaded machine. */
const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Detail panels/Panels/EndpointPanel',
  component: EndpointPanel,
  args: { params: { id: 'ep-1' } },
  // The global drawer's width (spec 001 §2.1, §9); on a phone the drawer takes the screen's (`panelWidth`).
  decorators: [inPanelFrame(DRAWER_WIDTHS.global)],
} satisfies Meta<typeof EndpointPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('tab').map((tab) => tab.textContent);
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('.detail-field') as HTMLElement;
const ready = (canvasElement: HTMLElement) => within(canvasElement).findByText('FIN-LT-0231', undefined, WAIT);

/** Every flag and permission on (the default persona): five tabs, Basic with every field. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(tabNames(canvasElement)).toEqual(['Risk overview', 'Basic', 'Policy', 'Identity', 'Tags']);
    await expect(within(canvasElement).getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement, 'Connectivity')).toHaveTextContent('Connected');
    await expect(field(canvasElement, 'Ring')).toHaveTextContent('n - 3');
    await expect(field(canvasElement, 'Agent update status')).toHaveTextContent('Up-to-date');
    await expect(within(canvasElement).getByTestId('endpoint-sensor-section')).toBeVisible();
    await settleFrame();
  },
};

/**
 * A phone in Japanese, the panel as wide as the drawer there (the screen): the tabs scroll within their
 * strip, the fields, the popup buttons and the sensor section wrap inside the panel, and nothing scrolls sideways.
 */
export const NarrowJapanese: Story = {
  tags: ['narrow'],
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: chromaticCapture('narrow'), layout: 'fullscreen', panelWidth: '100%' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const basic = canvas.getByRole('tab', { name: '基本情報' });
    await expect(basic).toHaveAttribute('aria-selected', 'true');
    await expect(basic).toBeVisible();
    await expectPanelFitsPhone(canvasElement, [canvas.getByTestId('endpoint-sensor-section'), canvas.getByRole('button', { name: 'ネットワークインターフェースを表示（2）' })]);
    // The proxy's addresses share a row while they fit, and each stays on one line.
    for (const address of canvasElement.querySelectorAll('[data-pivot-kind="ip"]')) await expect(renderedLines(address)).toHaveLength(1);
    await settleFrame();
  },
};

export const RiskOverviewTab: Story = {
  args: { params: { id: 'ep-1', tab: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('risk-score', undefined, WAIT)).toHaveTextContent('74');
    await expect(canvas.getByRole('img', { name: /Risk score history/ })).toBeVisible();
    await settleFrame();
  },
};

export const PolicyTab: Story = {
  args: { params: { id: 'ep-1', tab: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Finance – Strict', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByTestId('unified-policy')).toHaveTextContent('Priority 2');
    await expect(canvas.getByRole('table', { name: 'Feature compliance' })).toBeVisible();
    await settleFrame();
  },
};

/**
 * In Japanese at the drawer's width, the long katakana labels (統合エンドポイントインスタンス,
 * エンドポイントセンサーエージェントのバージョン) wrap between their words, never inside one.
 */
export const BasicJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(renderedLines(within(canvasElement).getByText(/^統合/, { selector: 'dt' }))).toEqual(['統合\u200bエンドポイント\u200b', 'インスタンス']);
    await expectLabelsWhole(canvasElement);
    await settleFrame();
  },
};

/**
 * In Japanese a narrow feature-table header wraps between phrases (パターンが⏎古い), not inside one
 * (パターン⏎が古い, ステータ⏎ス).
 */
export const PolicyTabJapanese: Story = {
  globals: { locale: 'ja' },
  args: { params: { id: 'ep-1', tab: 3 } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '機能の準拠状況' }, WAIT);
    const header = within(table).getByRole('columnheader', { name: 'パターンが古い' });
    await expect(renderedLines(within(header).getByText('パターンが古い'))).toEqual(['パターンが', '古い']);
    await settleFrame();
  },
};

export const IdentityTab: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hybrid Azure AD joined', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'On-premises directory: corp.northwind-trading.example' })).toBeVisible();
    await settleFrame();
  },
};

/** asd.assets = 1: tags are edited on the Tag Management page (contract §6), which the note links to. */
export const TagsTab: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Data classification', undefined, WAIT)).toBeVisible();
    const note = canvas.getByTestId('tags-edit-note');
    await expect(note).toHaveTextContent('Tags are edited on the Tag Management page.');
    await expect(within(note).getByRole('link', { name: 'Manage tags' })).toHaveAttribute('href', '/app/tag-management');
    await settleFrame();
  },
};

/** asd.view = 1 but asd.assets = 0: tags are read only, with no link to edit them. */
export const TagsReadOnly: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  parameters: { personaPatch: { rbac: { asd: { view: 1, assets: 0 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Data classification', undefined, WAIT)).toBeVisible();
    await expect(canvas.getByTestId('tags-edit-note')).toHaveTextContent(/can view tags but not edit them/);
    await expect(canvas.queryByRole('link', { name: 'Manage tags' })).toBeNull();
    await settleFrame();
  },
};

/** Without identity-inventory-app and asd.view: no Identity and no Tags; a requested tab 5 opens Basic. */
export const WithoutIdentityAndTags: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  parameters: { personaPatch: { flags: { 'identity-inventory-app': 0 }, rbac: { asd: { view: 0, assets: 0 } } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(tabNames(canvasElement)).toEqual(['Risk overview', 'Basic', 'Policy']);
    await expect(within(canvasElement).getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await settleFrame();
  },
};

export const WithoutRingDeployment: Story = {
  parameters: { personaPatch: { flags: { 'pattern-ring-deployment': 0 } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByText('Ring', { selector: 'dt' })).toBeNull();
    await settleFrame();
  },
};

export const WithoutSecurityUpdates: Story = {
  parameters: { personaPatch: { flags: { 'endpoint-security-updates': 0 } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByText('Agent update status', { selector: 'dt' })).toBeNull();
    await expect(field(canvasElement, 'Program update status')).toHaveTextContent('Up-to-date');
    await settleFrame();
  },
};

/** One of the two sensor flags off hides the endpoint sensor section. */
export const WithoutSensorSection: Story = {
  parameters: { personaPatch: { flags: { 'endpoint-sensor-detail': 0 } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByTestId('endpoint-sensor-section')).toBeNull();
    await settleFrame();
  },
};

export const WithoutUnifiedPolicy: Story = {
  args: { params: { id: 'ep-1', tab: 3 } },
  parameters: { personaPatch: { flags: { 'v1es-unified-policy': 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Finance – Strict', undefined, WAIT)).toBeVisible();
    await expect(canvas.queryByTestId('unified-policy')).toBeNull();
    await settleFrame();
  },
};

/** The small-business view: the simplified Basic tab. */
export const SmallBusinessView: Story = {
  globals: { persona: 'smbp-legacy' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(field(canvasElement, 'Operating system')).toHaveTextContent('Windows 11 Enterprise 23H2 (10.0.22631.4460)');
    await expect(within(canvasElement).queryByText('CPU architecture', { selector: 'dt' })).toBeNull();
    await settleFrame();
  },
};

export const ProxyListTruncated: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.custom(endpointRecordVariants.proxyAtLimit()));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByTestId('proxy-ips-truncated')).toBeVisible();
    await settleFrame();
  },
};

export const Disconnected: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.custom(endpointRecordVariants.disconnected()));
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(field(canvasElement, 'Connectivity')).toHaveTextContent('Not connected');
    await expect(field(canvasElement, 'Ring')).toHaveTextContent('n - 8');
    await settleFrame();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.notFound());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No data' }, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.serverError(503));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, WAIT);
    await expect(alert).toHaveTextContent(/Trace ID: [0-9a-f-]{36}/);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await settleFrame();
  },
};

export const EmptyFields: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Hostname', { selector: 'dt' }, WAIT);
    for (const label of ['Type', 'Hostname', 'Connectivity', 'Last connected', 'Ring', 'Kernel version', 'FQDN', 'IP addresses']) {
      await expect(field(canvasElement, label)).toHaveTextContent('-');
    }
    await settleFrame();
  },
};

export const LongLists: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('FIN-LT-0231', undefined, WAIT);
    await expect(canvas.getByTestId('proxy-ips-truncated')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View patterns (20)' })).toBeEnabled();
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await settleFrame();
  },
};

export const HostileValues: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandlers.custom(endpointRecordVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('<script>window.__pwned=true</script>', undefined, WAIT)).not.toHaveLength(0);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await settleFrame();
  },
};

export const TagsEmpty: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This endpoint has no custom tags.', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

/** Spec 001 §8: the endpoint loaded, its tags call still on its way. */
export const TagsLoading: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Tags' }, WAIT)).toHaveAttribute('aria-selected', 'true');
    const tags = canvas.getByRole('tabpanel', { name: 'Tags' });
    await expect(within(tags).getByTestId('tags-edit-note')).toBeVisible();
    await expect(within(tags).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    await settleFrame();
  },
};

export const TagsServerError: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, WAIT)).toBeEnabled();
    await settleFrame();
  },
};

export const TagsLong: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.long());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Label 30 /, undefined, WAIT)).toBeInTheDocument();
    await settleFrame();
  },
};

/** A label's name in the Tags tab (its focus target in a paged list). */
const TAG_LABEL = 'dt [data-entry-label]';

/** 300 labels, numbered from 1, one value each. */
const MANY_TAGS = Array.from({ length: 300 }, (_, i) => ({ labelName: `Label ${i + 1}`, tagValues: [{ value: `Value ${i + 1}` }] }));

/** An endpoint with hundreds of labels: 50 show, "Show more" reveals the next 50 and focuses the first of them. */
export const TagsMany: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.custom(MANY_TAGS));
  },
  play: async ({ canvasElement }) => {
    const labelsOf = (list: HTMLElement) => Array.from(list.querySelectorAll<HTMLElement>(TAG_LABEL));
    const firstRevealed = await revealSecondPage(canvasElement, MANY_TAGS.length, labelsOf, WAIT);
    await expect(firstRevealed).toHaveTextContent('Label 51');
    await settleFrame();
  },
};

const openPopup = async (canvasElement: HTMLElement, button: RegExp, title: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }, WAIT));
  await screen.findByRole('dialog', { name: title }, WAIT);
  return findFocusedOverlay('dialog', title);
};

/**
 * The page behind a popup scrolled to its top: focusing the trigger scrolled the page to wherever the
 * trigger was at that moment, which a late layout shift made differ by a pixel or two between runs.
 */
const settlePopup = async () => {
  window.scrollTo(0, 0);
  await settleFrame();
};

export const NetworkInterfacesPopup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View network interfaces/, 'Network interfaces');
    await waitFor(() => expect(within(dialog).getByText('3c:52:82:1f:7a:c4')).toBeVisible(), WAIT);
    await settlePopup();
  },
};

export const EnginesPopup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View engines/, 'Engines');
    await waitFor(() => expect(within(dialog).getByText('Virus Scan Engine (64-bit)')).toBeVisible(), WAIT);
    await settlePopup();
  },
};

export const PatternsPopup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View patterns/, 'Patterns');
    await waitFor(() => expect(within(dialog).getByText('Virus Pattern')).toBeVisible(), WAIT);
    await settlePopup();
  },
};

export const VirtualMachinePopup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View virtual machine details/, 'Virtual machine details');
    await waitFor(() => expect(within(dialog).getByText('VMware ESXi 8.0 U2')).toBeVisible(), WAIT);
    await settlePopup();
  },
};

export const IpsRulesPopup: Story = {
  name: 'IPS Rules Popup',
  args: { params: { id: 'ep-1', tab: 3 } },
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View intrusion-prevention rules/, 'Intrusion-prevention rules');
    await expect(await within(dialog).findByText('Apache Log4j Remote Code Execution Vulnerability (CVE-2021-44228)', undefined, WAIT)).toBeVisible();
    await settlePopup();
  },
};

export const IpsRulesLong: Story = {
  name: 'IPS Rules Long',
  args: { params: { id: 'ep-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(endpointHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View intrusion-prevention rules/, 'Intrusion-prevention rules');
    await expect(await within(dialog).findByText('Generic intrusion-prevention rule 1008739', undefined, WAIT)).toBeInTheDocument();
    await settlePopup();
  },
};

export const IpsRulesServerError: Story = {
  name: 'IPS Rules Server Error',
  args: { params: { id: 'ep-1', tab: 3 } },
  beforeEach({ msw }) {
    msw.use(ipsRulesHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPopup(canvasElement, /View intrusion-prevention rules/, 'Intrusion-prevention rules');
    await expect(await within(dialog).findByRole('button', { name: 'Retry' }, WAIT)).toBeEnabled();
    await settlePopup();
  },
};

export const TagsHostile: Story = {
  args: { params: { id: 'ep-1', tab: 5 } },
  beforeEach({ msw }) {
    msw.use(customTagsHandlers.custom(customTagVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('<script>window.__pwned=true</script>', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const IdentityEmpty: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No directory knows this endpoint.', undefined, WAIT)).toBeVisible();
    await settleFrame();
  },
};

export const IdentityEmptyFields: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.custom(endpointIdentityVariants.blankFields()));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Tenant name', { selector: 'dt' }, WAIT);
    await expect(field(canvasElement, 'Join type')).toHaveTextContent('-');
    await expect(field(canvasElement, 'Distinguished name')).toHaveTextContent('-');
    await settleFrame();
  },
};

export const IdentityServerError: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.serverError(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', undefined, WAIT)).toHaveTextContent(/Trace ID/);
    await settleFrame();
  },
};

export const IdentityLoading: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' }, WAIT)).toHaveAttribute('aria-busy', 'true');
  },
};

export const IdentityLong: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.long());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { name: /^Cloud directory:/ }, WAIT)).toHaveLength(5);
    const frame = canvas.getByTestId('panel-frame');
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
    await settleFrame();
  },
};

/** A tenant and a domain of thousands of characters without a space: the section headings wrap inside the drawer. */
export const IdentityUnbrokenNames: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.custom(unbrokenDirectoryNames(endpointIdentityVariants.long())));
  },
  play: ({ canvasElement }) => expectDirectoryNamesWrap(canvasElement),
};

export const IdentityHostile: Story = {
  args: { params: { id: 'ep-1', tab: 4 } },
  beforeEach({ msw }) {
    msw.use(endpointIdentityHandlers.custom(endpointIdentityVariants.hostile()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Cloud directory: <script>window.__pwned=true</script>' }, WAIT)).toBeVisible();
    await settleFrame();
  },
};
