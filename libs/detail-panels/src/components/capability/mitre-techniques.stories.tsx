import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MITRE_TECHNIQUES } from '@soc/mocks';
import { MitreTechniques } from './mitre-techniques.tsx';

const meta = {
  title: 'Detail panels/Sections/MitreTechniques',
  component: MitreTechniques,
  args: { techniques: MITRE_TECHNIQUES },
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MitreTechniques>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    const trigger = canvas.getByRole('button', { name: /T1053\.005/ });
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // The item expands with a short animation.
    await waitFor(() => expect(canvas.getByText('Creates a task that runs every 15 minutes under the user account.')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Persistence')).toBeVisible());
    await expect(canvas.getByRole('link', { name: /T1053\.005 on MITRE ATT&CK/ })).toHaveAttribute(
      'href',
      'https://attack.mitre.org/versions/v15/techniques/T1053/005/',
    );
  },
};

export const Expanded: Story = {
  args: { defaultOpen: [3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /T1105/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /T1105 on MITRE ATT&CK/ })).toHaveAttribute('href', 'https://attack.mitre.org/versions/v15/techniques/T1105/');
  },
};

export const EmptyFields: Story = {
  args: { techniques: [{ id: undefined, name: undefined, tactics: [], descriptions: [] }], defaultOpen: [0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unnamed technique' })).toBeVisible();
    await expect(canvas.getAllByText('-')).toHaveLength(2);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoTechniques: Story = {
  args: { techniques: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    techniques: [
      {
        id: 'T1548.002',
        name: `Abuse Elevation Control Mechanism: ${'Bypass User Account Control '.repeat(6)}`,
        tactics: ['Privilege Escalation', 'Defense Evasion'],
        descriptions: Array.from({ length: 4 }, (_, i) => `Observation ${i + 1}: ${'fodhelper.exe spawned with a hijacked registry key. '.repeat(4)}`),
      },
    ],
    defaultOpen: [0],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Observation 4:/)).toBeVisible();
  },
};
