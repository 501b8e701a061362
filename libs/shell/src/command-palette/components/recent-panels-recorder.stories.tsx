import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { dispatchToggleUIEvent, type ToggleDrawerDetail } from '@soc/events';
import { PANEL_KIND_LABELS } from '../model/palette-labels.ts';
import { readRecentPanels, RECENT_PANELS_KEY, type RecentPanel } from '../model/recent-panels.ts';
import { RecentPanelsRecorder } from './recent-panels-recorder.tsx';

// The recorder draws nothing: this harness shows its effect. The buttons open panels the way any page
// script does (`toggleUICEvent`, contract §7); the list is what the recorder kept in this browser's
// storage, as the command palette will read it.
const OPENERS: ReadonlyArray<{ label: string; detail: ToggleDrawerDetail }> = [
  { label: 'Open IP 8.8.8.8', detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } } },
  { label: 'Open domain malicious.example.com', detail: { type: 'toggleDrawer', search_type: 5, params: { domain: 'malicious.example.com' } } },
  { label: 'Open file 3395856c…', detail: { type: 'toggleDrawer', search_type: 3, params: { sha1: '3395856ce81f2b7382dee72602f798b642f14140' } } },
  // Never a recent panel: the IP panel does not open for a private address, and a closing event opens nothing.
  { label: 'Open IP 192.168.10.4', detail: { type: 'toggleDrawer', search_type: 6, params: { ip: '192.168.10.4' } } },
  { label: 'Close IP 8.8.4.4', detail: { type: 'toggleDrawer', search_type: 6, visible: false, params: { ip: '8.8.4.4' } } },
];

function RecorderHarness() {
  const { i18n } = useLingui();
  const [recorded, setRecorded] = useState<RecentPanel[]>([]);
  // localStorage, as in the console, told to re-draw the list whenever the recorder writes.
  const storage = useMemo<Pick<Storage, 'getItem' | 'setItem'>>(
    () => ({
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => {
        localStorage.setItem(key, value);
        setRecorded(readRecentPanels(localStorage));
      },
    }),
    [],
  );
  return (
    <Stack gap="4" maxW="xl">
      <RecentPanelsRecorder storage={storage} />
      <HStack gap="2" wrap="wrap">
        {OPENERS.map(({ label, detail }) => (
          <Button key={label} size="sm" variant="outline" onClick={() => dispatchToggleUIEvent(detail)}>
            {label}
          </Button>
        ))}
      </HStack>
      <section aria-labelledby="recorded-heading">
        <Heading as="h2" id="recorded-heading" size="sm" mb="2">
          Recorded recent panels
        </Heading>
        {recorded.length ? (
          <List.Root as="ol" ps="5">
            {recorded.map((panel) => (
              <List.Item key={`${panel.searchType}:${panel.identifier}`}>
                {i18n._(PANEL_KIND_LABELS[panel.searchType])}: <Text as="span" fontFamily="mono">{panel.identifier}</Text>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">Nothing recorded yet.</Text>
        )}
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Shell/RecentPanelsRecorder',
  component: RecentPanelsRecorder,
  render: () => <RecorderHarness />,
} satisfies Meta<typeof RecentPanelsRecorder>;
export default meta;
type Story = StoryObj<typeof meta>;

const recordedItems = (canvasElement: HTMLElement) => {
  const section = within(canvasElement).getByRole('region', { name: 'Recorded recent panels' });
  return within(section).queryAllByRole('listitem').map((item) => item.textContent);
};

/** Every panel that opens is recorded, newest first; opening one again moves it to the top. */
export const RecordsOpenedPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing recorded yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open IP 8.8.8.8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open domain malicious.example.com' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open file 3395856c…' }));
    await expect(recordedItems(canvasElement)).toEqual(['File: 3395856ce81f2b7382dee72602f798b642f14140', 'Domain: malicious.example.com', 'IP address: 8.8.8.8']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open IP 8.8.8.8' }));
    await expect(recordedItems(canvasElement)).toEqual(['IP address: 8.8.8.8', 'File: 3395856ce81f2b7382dee72602f798b642f14140', 'Domain: malicious.example.com']);
    // Kept in this browser, where the palette reads it.
    await expect(JSON.parse(localStorage.getItem(RECENT_PANELS_KEY) ?? '[]')).toHaveLength(3);
  },
};

/** A private address (no IP panel opens for it) and a closing event are not recorded. */
export const IgnoresWhatOpensNoPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open IP 192.168.10.4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close IP 8.8.4.4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open domain malicious.example.com' }));
    await expect(recordedItems(canvasElement)).toEqual(['Domain: malicious.example.com']);
  },
};
