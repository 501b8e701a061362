import { Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskBadge } from '../components/risk-badge/risk-badge.tsx';
import { RISK_LEVELS } from '../components/risk-badge/risk-level.ts';

/** The semantic tokens on their surfaces, in one colour mode. */
function ThemePreview({ mode }: { mode: 'light' | 'dark' }) {
  return (
    // `.dark .chakra-theme` scopes Chakra's dark tokens to this box, leaving <html> alone.
    <Box className={mode}>
      {/* colorPalette is re-declared here so the palette variables resolve against this scope's tokens. */}
      <Box className="chakra-theme" colorPalette="gray" bg="bg.canvas" color="fg" p="4" colorScheme={mode}>
        <Grid templateColumns="10rem 1fr" gap="4">
          <Stack bg="sidebar.bg" color="sidebar.fg" p="3" gap="1" borderRadius="l2">
            <Text fontWeight="semibold">Sidebar</Text>
            <Text color="sidebar.fgMuted">Muted item</Text>
            <Box bg="sidebar.active" px="2" py="1" borderRadius="l1">
              Active item
            </Box>
          </Stack>
          <Stack gap="3">
            <Box bg="header.bg" color="header.fg" borderBottomWidth="1px" borderColor="header.border" px="3" py="2">
              Header
            </Box>
            <Stack bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p="3" gap="2">
              <Heading as="h3" textStyle="md">
                Panel
              </Heading>
              <Text>Default text on the panel.</Text>
              <Text color="fg.muted">Muted text on the panel.</Text>
              <Box bg="bg.subtle" p="2" borderRadius="l2">
                <Text color="fg.muted">Muted text on a subtle surface.</Text>
              </Box>
              <HStack gap="2" wrap="wrap">
                {RISK_LEVELS.map((level) => (
                  <RiskBadge key={level} level={level} />
                ))}
              </HStack>
              <HStack gap="3" wrap="wrap">
                {(['success', 'warning', 'error', 'info'] as const).map((status) => (
                  <Text key={status} color={`status.${status}`} bg={`status.${status}.subtle`} px="1.5" borderRadius="l1">
                    {status}
                  </Text>
                ))}
              </HStack>
              <HStack>
                <Button size="sm" colorPalette="brand">
                  Primary action
                </Button>
                <Button size="sm" variant="outline">
                  Secondary
                </Button>
              </HStack>
            </Stack>
          </Stack>
        </Grid>
      </Box>
    </Box>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ThemePreview,
  args: { mode: 'light' },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkPreview = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Panel' })).toBeVisible();
  await expect(canvas.getByText('High')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Primary action' })).toBeVisible();
};

export const Light: Story = { play: async ({ canvasElement }) => checkPreview(canvasElement) };

export const Dark: Story = {
  args: { mode: 'dark' },
  play: async ({ canvasElement }) => checkPreview(canvasElement),
};
