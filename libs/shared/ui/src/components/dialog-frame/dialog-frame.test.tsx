import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../../testing/render.tsx';
import { LAYERS } from '../../theme/layout.ts';
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';

// jsdom lays nothing out: give elements a size so the focus trap finds the buttons focusable.
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 100 }));
afterAll(() => {
  if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
});

// Chakra's first mount in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

function Opener(props: Omit<DialogFrameProps, 'open' | 'onClose' | 'title'> & { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const { dismissible = true, ...rest } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <DialogFrame
        {...rest}
        open={open}
        title="Policy saved"
        onClose={dismissible ? () => setOpen(false) : undefined}
        footer={<Button onClick={() => setOpen(false)}>OK</Button>}
      >
        The endpoint policy was saved.
      </DialogFrame>
    </>
  );
}

describe('DialogFrame', slow, () => {
  it('is a dialog named by its title that Escape closes, returning focus to the opener', async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Policy saved' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('an urgent dialog is an alertdialog with no close button and no outside dismissal', async () => {
    renderWithProviders(<Opener urgency="urgent" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Policy saved' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Escape still closes it: it was given onClose.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('without onClose Escape does nothing; only its own actions close it', async () => {
    renderWithProviders(<Opener dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy saved' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('focuses the element initialFocusEl names', async () => {
    function WithInitialFocus() {
      const [open, setOpen] = useState(false);
      const ok = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <DialogFrame open={open} title="Sign out?" initialFocusEl={() => ok.current} footer={<><Button>Cancel</Button><Button ref={ok}>Sign out</Button></>} />
        </>
      );
    }
    renderWithProviders(<WithInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveFocus());
  });

  it('describes itself with the description and sits on the layer it is given', async () => {
    renderWithProviders(<DialogFrame open title="Your session has expired" description="Sign in again to go on." urgency="urgent" layer="sessionDialog" />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    expect(dialog).toHaveAccessibleDescription('Sign in again to go on.');
    const positioner = dialog.parentElement as HTMLElement;
    expect(Number(getComputedStyle(positioner).getPropertyValue('--dialog-z-index'))).toBe(LAYERS.sessionDialog);
  });

  it('a numeric size is the content width in px, kept inside the viewport', async () => {
    renderWithProviders(<DialogFrame open title="Generic modal" size={832} testId="generic" dataAttributes={{ 'data-kind': 'generic' }} />);
    const dialog = await screen.findByTestId('generic');
    expect(dialog).toHaveAttribute('data-kind', 'generic');
    expect(getComputedStyle(dialog).width).toBe('832px');
    expect(getComputedStyle(dialog).maxWidth).toBe('calc(100vw - 2rem)');
  });
});
