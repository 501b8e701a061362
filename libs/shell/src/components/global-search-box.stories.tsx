import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '@soc/ui';
import { GlobalSearchBox } from './global-search-box.tsx';

const HISTORY = ['evil-example.net', '8.8.8.8', 'www.EXAMPLE.org', 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3', 'example.com', 'WIN-DC01'];

// Runs after the preview's beforeEach, which clears localStorage.
const seedHistory = () => {
  localStorage.setItem('searchHistory', JSON.stringify(HISTORY));
};

const inputWidth = (input: HTMLElement) => Math.round(input.getBoundingClientRect().width);

const meta = {
  title: 'Shell/GlobalSearchBox',
  component: GlobalSearchBox,
  args: {
    onSearch: fn(),
    onBack: fn(),
    canGoBack: fn(() => false),
    onHome: fn(),
  },
  // The box sits in the header; leave room below for the suggestion list. Clear any toast when a story ends.
  decorators: [(Story) => <div style={{ minHeight: 360 }}><Story /></div>],
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof GlobalSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: 144 px wide. */
export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Global search' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(inputWidth(input)).toBe(144);
  },
};

/** Focused: 640 px wide; Escape collapses it, a click expands it again. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Global search' });
    await userEvent.click(input);
    await waitFor(() => expect(inputWidth(input)).toBe(640));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inputWidth(input)).toBe(144));
    await userEvent.click(input);
    await waitFor(() => expect(inputWidth(input)).toBe(640));
  },
};

/** Two characters: no history list yet (it needs more than 2). */
export const TypingTwoCharacters: Story = {
  beforeEach: seedHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Global search' });
    await userEvent.type(input, 'ex');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Three characters or more: up to 10 earlier keywords that contain the text, the match marked. */
export const HistoryMatches: Story = {
  beforeEach: seedHistory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Global search' });
    await userEvent.type(input, 'exa');
    const listbox = await canvas.findByRole('listbox', { name: 'Earlier searches' });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['evil-example.net', 'www.EXAMPLE.org', 'example.com']);
    await expect(options[1]!.querySelector('mark')).toHaveTextContent('EXA');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys and Enter pick an earlier keyword and search it. */
export const PickWithKeyboard: Story = {
  beforeEach: seedHistory,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Global search' });
    await userEvent.type(input, '8.8');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('8.8.8.8');
    await expect(input).toHaveValue('8.8.8.8');
  },
};

/** Enter on blank or whitespace-only text does nothing (spec 000 §5). */
export const BlankEnterIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Global search' });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'evil.example{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('evil.example');
  },
};

/** On the search page: the keyword and a back arrow, which goes back when there is a previous page. */
export const OnSearchPage: Story = {
  args: { showBack: true, keyword: 'evil.example', canGoBack: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Global search' })).toHaveValue('evil.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the previous page' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onHome).not.toHaveBeenCalled();
  },
};

/** No previous page: the warning, then home after 1 s. */
export const BackWarning: Story = {
  args: { showBack: true, keyword: 'evil.example' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to the previous page' }));
    const warning = await within(canvasElement.ownerDocument.body).findByText('No previous page to back, will go to home page.');
    await waitFor(() => expect(warning).toBeVisible());
    await expect(args.onBack).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onHome).toHaveBeenCalledOnce(), { timeout: 2000 });
  },
};
