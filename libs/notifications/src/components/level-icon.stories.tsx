import { HStack, Text, VStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOTIFICATION_LEVELS, type NotificationLevel } from '@soc/api';
import { LEVEL_STYLES } from '../model/levels.ts';
import { LevelIcon } from './level-icon.tsx';

/** Each level's text alternative (English). */
const LEVEL_NAMES: Record<NotificationLevel, string> = {
  pending: 'Pending',
  error: 'Error',
  info: 'Information',
  success: 'Success',
  security: 'Security',
  partially_successful: 'Partially successful',
  new_feature: 'New feature',
  rejection: 'Rejected',
};

/**
 * Every level side by side, each with its name below it for the reviewer. The name shown is the icon's
 * own text alternative (its Lingui message), hidden from screen readers: the icon already says it.
 */
function EveryLevel() {
  const { i18n } = useLingui();
  return (
    <HStack gap="6" align="start">
      {NOTIFICATION_LEVELS.map((level) => (
        <VStack key={level} gap="1" minW="16">
          <LevelIcon level={level} />
          <Text as="span" textStyle="xs" color="fg.muted" aria-hidden="true">
            {i18n._(LEVEL_STYLES[level].label)}
          </Text>
        </VStack>
      ))}
    </HStack>
  );
}

// The level icon of a notification (spec 000 §2.6): one icon, colour and name per level.
const meta = {
  title: 'Notifications/LevelIcon',
  component: LevelIcon,
  args: { level: 'info' },
  argTypes: { level: { control: 'select', options: NOTIFICATION_LEVELS } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LevelIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon is an image named by its level, in the specification's order; each draws its own shape. */
async function checkEveryLevel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const icons = canvas.getAllByRole('img');
  await expect(icons).toHaveLength(NOTIFICATION_LEVELS.length);
  for (const [index, level] of NOTIFICATION_LEVELS.entries()) {
    const icon = canvas.getByRole('img', { name: LEVEL_NAMES[level] });
    await expect(icon).toBe(icons[index]);
    await expect(icon).toHaveAttribute('data-level', level);
    // The drawing is decoration: the name is the wrapper's alone.
    await expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  // Colour is not the only difference (WCAG 1.4.1): no two levels share a shape.
  const shapes = icons.map((icon) => icon.querySelector('svg')?.innerHTML);
  await expect(new Set(shapes).size).toBe(NOTIFICATION_LEVELS.length);
}

/** The designer's overview: the eight levels in the specification's order, with their names. */
export const AllLevels: Story = {
  // Every value at once: the one-value control has nothing to change here.
  parameters: { controls: { disable: true } },
  render: () => <EveryLevel />,
  play: async ({ canvasElement }) => {
    await checkEveryLevel(canvasElement);
  },
};

/** The same overview in the dark colour mode. */
export const AllLevelsDark: Story = {
  globals: { colorMode: 'dark' },
  // Every value at once: the one-value control has nothing to change here.
  parameters: { controls: { disable: true } },
  render: () => <EveryLevel />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await checkEveryLevel(canvasElement);
  },
};

/** One icon, as an item shows it; the level is a control. */
export const OneLevel: Story = {
  args: { level: 'security' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Security' });
    await expect(icon).toHaveAttribute('data-level', 'security');
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
  },
};
