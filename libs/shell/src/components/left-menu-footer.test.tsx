import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonaPatch } from '@soc/mocks';
import { useGate } from '@soc/rbac';
import { createTestQueryClient, personaAuth, renderWithProviders, findFocusedOverlay } from '@soc/testing';
import { HELP_KIT_PATH, LeftMenuFooter } from './left-menu-footer.tsx';

const MAGIC = "Guided tours and what's new";

/** The footer as the console wires it: each entry behind its gate. */
function Gated({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate: (path: string) => void }) {
  return <LeftMenuFooter collapsed={collapsed} inlineHelp={useGate('inlineHelpEntry')} magicIcon={useGate('magicIconEntry')} onNavigate={onNavigate} />;
}

function setup(personaId = 'ents-root', patch?: PersonaPatch, collapsed = false) {
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<Gated collapsed={collapsed} onNavigate={onNavigate} />, { auth: personaAuth(personaId, patch), queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
  return { user, onNavigate, ...view };
}

describe('LeftMenuFooter: entries by gate (spec 000 §2.1, contract §4)', () => {
  it.each<[string, PersonaPatch, boolean, boolean]>([
    ['ents-root', {}, true, true],
    ['entp-saml-analyst', {}, true, true],
    ['ents-root', { flags: { 'help-kit': 1 } }, false, true],
    ['ents-root', { flags: { tracking: 0 } }, true, false],
    ['smbp-legacy', { flags: { tracking: 1 } }, true, false],
    ['mspc', {}, true, false],
    ['xsp-itops', {}, false, false],
  ])('%s %j → inline help %s, magic icon %s', (personaId, patch, help, magic) => {
    const { container } = setup(personaId, patch);
    expect(screen.queryByRole('link', { name: 'Help Kit' }) !== null).toBe(help);
    expect(screen.queryByRole('button', { name: MAGIC }) !== null).toBe(magic);
    if (!help && !magic) expect(container).toBeEmptyDOMElement();
  });
});

describe('LeftMenuFooter: behaviour', () => {
  it('the inline help opens /app/help-kit through onNavigate; modified clicks keep the browser behaviour', async () => {
    const { user, onNavigate } = setup();
    const link = screen.getByRole('link', { name: 'Help Kit' });
    expect(link).toHaveAttribute('href', HELP_KIT_PATH);
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/app/help-kit');
    onNavigate.mockClear();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('marks the inline help as the current page on /app/help-kit', () => {
    renderWithProviders(<LeftMenuFooter collapsed={false} inlineHelp magicIcon={false} pathname="/app/help-kit" onNavigate={vi.fn()} />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
    expect(screen.getByRole('link', { name: 'Help Kit' })).toHaveAttribute('aria-current', 'page');
  });

  it('the magic icon opens an explanatory popover that Close and Escape dismiss, focus back on the entry', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: MAGIC });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MAGIC });
    expect(within(dialog).getByText(/provided by the product guidance service/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Enter}');
    await findFocusedOverlay('dialog', MAGIC);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('collapsed: icon-only entries keep their accessible names and get hover titles', () => {
    setup('ents-root', {}, true);
    expect(screen.getByRole('link', { name: 'Help Kit' })).toHaveAttribute('title', 'Help Kit');
    expect(screen.getByRole('button', { name: MAGIC })).toHaveAttribute('title', MAGIC);
  });
});
