import { Button } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ToggleDrawerDetail } from '@soc/events';
import { createTestQueryClient, renderWithProviders } from '@soc/testing';
import { setupMockBackend } from '../../testing/msw-server.ts';
import { RECENT_PANELS_KEY } from '../model/recent-panels.ts';
import { CommandPalette } from './command-palette.tsx';

// A service-provider persona: its menu has Usage Report (key 44).
setupMockBackend('xsp-itops');

function Harness({ onNavigate, onOpenPanel }: { onNavigate: (href: string) => void; onOpenPanel: (detail: ToggleDrawerDetail) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Opener</Button>
      <CommandPalette open={open} onClose={() => setOpen(false)} onNavigate={onNavigate} onOpenPanel={onOpenPanel} />
    </>
  );
}

async function openPalette() {
  const user = userEvent.setup();
  const onNavigate = vi.fn<(href: string) => void>();
  const onOpenPanel = vi.fn<(detail: ToggleDrawerDetail) => void>();
  renderWithProviders(<Harness onNavigate={onNavigate} onOpenPanel={onOpenPanel} />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
  const opener = screen.getByRole('button', { name: 'Opener' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('combobox', { name: 'Go to a page, a recent panel or an indicator' });
  // jsdom has no layout, so the dialog's first-focus rule cannot see the field; Chromium stories check it.
  await user.click(input);
  return { user, onNavigate, onOpenPanel, opener, dialog, input };
}

const optionTexts = (dialog: HTMLElement) => within(dialog).queryAllByRole('option').map((option) => option.textContent);

describe('CommandPalette', { timeout: 30_000 }, () => {
  it('finds a menu page by its title and goes there with Enter, after the dialog has closed', async () => {
    const { user, onNavigate, dialog, input } = await openPalette();
    await user.type(input, 'Usage Report');
    await waitFor(() => expect(optionTexts(dialog)[0]).toContain('Usage Report'));
    expect(input).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/app/usage-billing/usage-report'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens an IP address's panel through toggleUICEvent with Enter", async () => {
    const first = await openPalette();
    await first.user.type(first.input, '8.8.8.8');
    expect(within(first.dialog).getByRole('group', { name: 'Indicator: IPv4 address' })).toBeInTheDocument();
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(first.onOpenPanel).toHaveBeenCalledExactlyOnceWith({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }));
  });

  it('moves with the arrows (wrapping) and runs the global search', async () => {
    const { user, onNavigate, onOpenPanel, dialog, input } = await openPalette();
    await user.type(input, 'evil.example');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('data-kind'))).toEqual(['panel', 'search']);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/app/global-search?keyword=evil.example'));
    expect(onOpenPanel).not.toHaveBeenCalled();
  });

  it('offers no IP panel for a private address and says why', async () => {
    const { user, dialog, input } = await openPalette();
    await user.type(input, '192.168.1.10');
    expect(within(dialog).getAllByRole('option').map((o) => o.getAttribute('data-kind'))).toEqual(['search']);
    expect(dialog).toHaveTextContent('The IP address profile is not offered for private addresses');
  });

  it('says when nothing matches', async () => {
    const { user, dialog, input } = await openPalette();
    await user.type(input, 'mimikatz');
    expect(optionTexts(dialog)).toEqual([]);
    expect(dialog).toHaveTextContent('No page, recent panel or indicator matches “mimikatz”.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });

  it('never acts on the Enter that confirms an input method composition', async () => {
    const { onNavigate, onOpenPanel, input } = await openPalette();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'しようじょうきょう' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.change(input, { target: { value: '8.8.8.8' } });
    // A browser that does not flag the key while composing: compositionstart alone holds it back.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, isComposing: false });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.compositionEnd(input);
    // Safari: the confirming Enter arrives after compositionend, with key code 229 only.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: false });
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onOpenPanel).toHaveBeenCalledExactlyOnceWith({ type: 'toggleDrawer', search_type: 6, params: { ip: '8.8.8.8' } }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives the focus back to where it was, starting afresh next time', async () => {
    const { user, opener, input } = await openPalette();
    await user.type(input, 'usage');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    const again = await screen.findByRole('combobox', { name: 'Go to a page, a recent panel or an indicator' });
    expect(again).toHaveValue('');
  });

  it('gives the focus back to the opener when the focus entered the palette before its focus trap started', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onNavigate={vi.fn()} onOpenPanel={vi.fn()} />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
    const opener = screen.getByRole('button', { name: 'Opener' });
    // Hold the frames back, as a busy machine does: the trap starts (and notes the focused element) a frame after opening.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
      within(dialog).getByRole('combobox', { name: 'Go to a page, a recent panel or an indicator' }).focus();
      while (frames.length > 0) frames.shift()?.(performance.now());
    } finally {
      raf.mockRestore();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('lists the recent panels of this browser and opens one again', async () => {
    localStorage.setItem(RECENT_PANELS_KEY, JSON.stringify([{ searchType: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }]));
    try {
      const { user, onOpenPanel, dialog } = await openPalette();
      const group = within(dialog).getByRole('group', { name: 'Recent panels' });
      expect(within(group).getByRole('option')).toHaveTextContent('Filea94a8fe5ccb19ba61c4c0873d391e987982fbbd3');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(onOpenPanel).toHaveBeenCalledExactlyOnceWith({ type: 'toggleDrawer', search_type: 3, params: { sha1: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3' } }));
    } finally {
      localStorage.removeItem(RECENT_PANELS_KEY);
    }
  });

  it('hints at what to type when there is nothing yet', async () => {
    const { dialog } = await openPalette();
    await act(async () => {});
    expect(dialog).toHaveTextContent('Type the name of a page, or an IP address, domain, URL, e-mail address, file hash or host name.');
  });
});
