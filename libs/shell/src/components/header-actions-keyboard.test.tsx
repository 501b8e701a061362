import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXED_NOW, createTestQueryClient, findFocusedOverlay, personaAuth, renderWithProviders } from '@soc/testing';
import { HeaderActions } from './header-actions.tsx';

// Keyboard operation of the header menus, in a page of its own: Ark tracks open overlays and the
// input modality page-wide, so no other test's overlays may be around.
vi.setConfig({ testTimeout: 20_000 });

function setup() {
  const auth = personaAuth('ents-root');
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<HeaderActions auth={auth} onNavigate={onNavigate} clock={{ now: () => FIXED_NOW, ticking: false, timeZone: 'UTC' }} />, { auth, queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
  return { user, onNavigate };
}

describe('HeaderActions: keyboard', () => {
  it('Enter opens, arrows move, Escape closes and returns focus to the trigger', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: /^User menu/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await findFocusedOverlay('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Language settings' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Enter on an entry chooses it', async () => {
    const { user, onNavigate } = setup();
    screen.getByRole('button', { name: /^Company menu/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await findFocusedOverlay('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Switch company' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/app/bc/company/license');
  });

  it('Escape closes a menu opened by pointer too, and focus goes back to its button', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: 'Help' });
    await user.click(trigger);
    await findFocusedOverlay('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
