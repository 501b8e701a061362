import { Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FONT_STACK } from '../theme/console-system.ts';
import { UiProvider } from './ui-provider.tsx';

// What the provider gives everything below it: the console system (fonts, semantic colours in both
// colour modes, the compact recipes) and a visible keyboard focus. The colour mode is the class on
// <html> (toolbar), not a provider of its own.
function Controls() {
  return (
    <Stack gap="3" maxW="sm" p="4" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3">
      <Heading as="h2" size="sm">
        Console controls
      </Heading>
      <Text color="fg.muted">Muted text on a panel.</Text>
      <Field.Root>
        <Field.Label>Host name</Field.Label>
        <Input placeholder="web-01.example.com" />
      </Field.Root>
      <HStack>
        <Button size="sm" colorPalette="brand">
          Save
        </Button>
        <Button size="sm" variant="outline">
          Cancel
        </Button>
        <Link href="#help">Help</Link>
      </HStack>
    </Stack>
  );
}

const meta = {
  title: 'UI/UiProvider',
  component: UiProvider,
  args: { children: null },
  render: () => (
    <UiProvider>
      <Controls />
    </UiProvider>
  ),
} satisfies Meta<typeof UiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The console's fonts and controls; Tab shows where the focus is. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Console controls' })).fontFamily).toBe(FONT_STACK.replaceAll("'", '"'));
    const field = canvas.getByRole('textbox', { name: 'Host name' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    // A keyboard focus is drawn (focus-visible), not only a change of colour.
    await expect(getComputedStyle(save).outlineStyle).not.toBe('none');
  },
};

/** The same controls in the dark colour mode: the semantic colours change with the class on <html>. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const panel = within(canvasElement).getByRole('heading', { name: 'Console controls' }).parentElement as HTMLElement;
    const [r, g, b] = (getComputedStyle(panel).backgroundColor.match(/\d+/g) ?? []).map(Number);
    // A dark surface.
    await expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(80);
  },
};
