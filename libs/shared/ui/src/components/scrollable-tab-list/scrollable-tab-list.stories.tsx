import { Box, Tabs } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollableTabList } from './scrollable-tab-list.tsx';

// The file panel's tabs in Japanese, in a drawer as narrow as a 390 px phone leaves it.
const TABS = ['基本情報', '機密データ', 'サンドボックス分析', '脅威インテリジェンス', 'ファイルの内容'] as const;

function Strip({ width }: { width: number }) {
  return (
    <Box width={`${width}px`} bg="bg.panel" p="2">
      <Tabs.Root defaultValue={TABS[0]} variant="line" size="sm">
        <ScrollableTabList>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {name}
            </Tabs.Trigger>
          ))}
        </ScrollableTabList>
        {TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            {name}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

const meta = {
  title: 'UI/ScrollableTabList',
  component: Strip,
  args: { width: 340 },
} satisfies Meta<typeof Strip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clipped at 390 px in Japanese: the end shows a fade and a "Show more tabs" button; scrolling reveals the start's. */
export const ClippedJapanese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Show more tabs' });
    await expect(canvas.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show earlier tabs' })).toBeVisible());
    // Keyboard: the tabs stay a roving tablist; End brings the last tab into view.
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier tabs' }));
    canvas.getByRole('tab', { name: TABS[0] }).focus();
    await userEvent.keyboard('{End}');
    // zag's tabs move the focus in the next frame, not in the key's own handler.
    await waitFor(() => expect(canvas.getByRole('tab', { name: TABS[4] })).toHaveFocus());
  },
};

/** Wide enough: no affordance at all. */
export const Fits: Story = {
  args: { width: 760 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: /tabs$/ })).toBeNull();
  },
};
