import { Box, HStack, List, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BehaviorWeight } from '@soc/api';
import { BehaviorWeightMeter } from './behavior-weight.tsx';

const WEIGHTS = [3, 2, 1, 0] as const satisfies readonly BehaviorWeight[];

/** A behaviour of the sandbox fixture for each weight, and what the meter says of it. */
const EXAMPLES: Record<BehaviorWeight, { behavior: string; word: string; valueText: string }> = {
  3: { behavior: 'Downloads an executable from the internet', word: 'High', valueText: 'High (3 of 3)' },
  2: { behavior: 'Creates a scheduled task for persistence', word: 'Medium', valueText: 'Medium (2 of 3)' },
  1: { behavior: 'Queries the computer name and domain', word: 'Low', valueText: 'Low (1 of 3)' },
  0: { behavior: 'Reads the installed-software registry keys', word: 'Unrated', valueText: 'Unrated (0 of 3)' },
};

/** One row of the sandbox verdict's behaviour list: the behaviour's text names its meter. */
function BehaviorRow({ weight, id }: { weight: BehaviorWeight; id: string }) {
  return (
    <List.Item display="flex" gap="3" alignItems="flex-start" justifyContent="space-between" py="1.5" borderBottomWidth="1px" borderColor="border">
      <Text id={id} textStyle="sm" minW="0">
        {EXAMPLES[weight].behavior}
      </Text>
      <BehaviorWeightMeter weight={weight} labelledBy={id} />
    </List.Item>
  );
}

/** Every weight in the order the sandbox lists them, heaviest first. */
function EveryWeight() {
  return (
    <List.Root variant="plain" gap="0">
      {WEIGHTS.map((weight) => (
        <BehaviorRow key={weight} weight={weight} id={`behavior-${weight}`} />
      ))}
    </List.Root>
  );
}

// A suspicious behaviour's weight in the sandbox verdict (spec 001 §3/§4): a three-step meter and its word.
const meta = {
  title: 'Detail panels/Sections/BehaviorWeightMeter',
  component: BehaviorWeightMeter,
  args: { weight: 3, labelledBy: 'behavior' },
  argTypes: { weight: { control: 'select', options: [0, 1, 2, 3] } },
  render: (args) => (
    <HStack gap="3" align="flex-start" justify="space-between">
      <Text id={args.labelledBy} textStyle="sm" minW="0">
        {EXAMPLES[args.weight].behavior}
      </Text>
      <BehaviorWeightMeter {...args} />
    </HStack>
  ),
  decorators: [
    (Story) => (
      <Box width="450px" p="4" bg="bg.panel">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BehaviorWeightMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The meter of a weight: named by its behaviour, its value and word, and as many filled steps as the weight. */
async function checkMeter(canvasElement: HTMLElement, weight: BehaviorWeight) {
  const { behavior, word, valueText } = EXAMPLES[weight];
  const meter = within(canvasElement).getByRole('meter', { name: behavior });
  await expect(meter).toHaveAttribute('aria-valuenow', String(weight));
  await expect(meter).toHaveAttribute('aria-valuemin', '0');
  await expect(meter).toHaveAttribute('aria-valuemax', '3');
  await expect(meter).toHaveAttribute('aria-valuetext', valueText);
  const row = meter.parentElement as HTMLElement;
  await expect(row).toHaveAttribute('data-weight', String(weight));
  // The word is shown beside the steps, hidden from screen readers: the value text already says it.
  const label = within(row).getByText(word);
  await expect(label).toBeVisible();
  await expect(label).toHaveAttribute('aria-hidden', 'true');
  const steps = Array.from(meter.children);
  await expect(steps).toHaveLength(3);
  const filled = steps.filter((step) => getComputedStyle(step).backgroundColor !== 'rgba(0, 0, 0, 0)');
  await expect(filled).toHaveLength(weight);
  await expect(filled).toEqual(steps.slice(0, weight));
}

/** One weight's meter, checked as a screen reader and a sighted user meet it. */
const weightStory = (weight: BehaviorWeight): Story => ({
  args: { weight },
  play: async ({ canvasElement }) => {
    await checkMeter(canvasElement, weight);
  },
});

/** 3: all three steps filled, in the high-risk colour. */
export const High = weightStory(3);
/** 2: two steps filled, in the medium-risk colour. */
export const Medium = weightStory(2);
/** 1: one step filled, in the low-risk colour. */
export const Low = weightStory(1);
/** 0: no step filled, the outlines neutral, the word "Unrated". */
export const Unrated = weightStory(0);

/** The designer's overview: the four weights as the sandbox verdict lists them, heaviest first, each in its own colour. */
export const AllWeights: Story = {
  // Every value at once: the one-value control has nothing to change here.
  parameters: { controls: { disable: true } },
  render: () => <EveryWeight />,
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['3', '2', '1', '0']);
    for (const weight of WEIGHTS) await checkMeter(canvasElement, weight);
    // Each weight has its own colour of word.
    const colors = WEIGHTS.map((weight) => getComputedStyle(within(canvasElement).getByText(EXAMPLES[weight].word)).color);
    await expect(new Set(colors).size).toBe(WEIGHTS.length);
  },
};

/** The same overview in the dark colour mode. axe checks the words' contrast in this mode. */
export const AllWeightsDark: Story = {
  globals: { colorMode: 'dark' },
  // Every value at once: the one-value control has nothing to change here.
  parameters: { controls: { disable: true } },
  render: () => <EveryWeight />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    for (const weight of WEIGHTS) await checkMeter(canvasElement, weight);
  },
};
