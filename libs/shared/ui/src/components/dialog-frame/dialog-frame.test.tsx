import { Box, Button, Text } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    // The Escape must reach the dialog (it takes the focus a frame after opening), or this proves nothing.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts its outline dismiss button first in the footer, before the primary action; it closes through onClose', async () => {
    function WithDismiss() {
      const [open, setOpen] = useState(true);
      return (
        <DialogFrame open={open} onClose={() => setOpen(false)} title="Isolate the endpoint?" dismissLabel="Cancel" footer={<Button>Isolate</Button>}>
          FIN-LT-0231 loses its network access until it is restored.
        </DialogFrame>
      );
    }
    renderWithProviders(<WithDismiss />);
    const dialog = await screen.findByRole('dialog', { name: 'Isolate the endpoint?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const isolate = within(dialog).getByRole('button', { name: 'Isolate' });
    expect(cancel.parentElement).toBe(isolate.parentElement);
    expect(Array.from(cancel.parentElement?.children ?? [])).toEqual([cancel, isolate]);
    await userEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a footer with the dismiss button alone', async () => {
    const onClose = vi.fn();
    renderWithProviders(<DialogFrame open onClose={onClose} title="Page refused" dismissLabel="Close" closeLabel="Close the dialog" />);
    const dialog = await screen.findByRole('dialog', { name: 'Page refused' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
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

  it('opens on the × when asked, though the content has controls before it', async () => {
    function OnCloseButton() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <DialogFrame open={open} onClose={() => setOpen(false)} title="Script simulations" initialFocusEl="closeButton">
            <a href="#download">Download</a>
          </DialogFrame>
        </>
      );
    }
    renderWithProviders(<OnCloseButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Script simulations' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('describes itself with the description and sits on the layer it is given', async () => {
    renderWithProviders(<DialogFrame open title="Your session has expired" description="Sign in again to go on." urgency="urgent" layer="sessionDialog" />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has expired' });
    expect(dialog).toHaveAccessibleDescription('Sign in again to go on.');
    const positioner = dialog.parentElement as HTMLElement;
    expect(Number(getComputedStyle(positioner).getPropertyValue('--dialog-z-index'))).toBe(LAYERS.sessionDialog);
  });

  it('opens from its trigger, is described by its subtitle, names its × and returns focus to the trigger', async () => {
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <DialogFrame
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          trigger={<Button>View file content</Button>}
          title="File content"
          subtitle="Invoice_NT-2026-11-0487.xlsm"
          closeLabel="Close file content"
        />
      );
    }
    renderWithProviders(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'View file content' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'File content' });
    expect(dialog).toHaveAccessibleDescription('Invoice_NT-2026-11-0487.xlsm');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close file content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a numeric size is the content width in px, kept inside the viewport', async () => {
    renderWithProviders(<DialogFrame open title="Generic modal" size={832} testId="generic" dataAttributes={{ 'data-kind': 'generic' }} />);
    const dialog = await screen.findByTestId('generic');
    expect(dialog).toHaveAttribute('data-kind', 'generic');
    expect(getComputedStyle(dialog).width).toBe('832px');
    expect(getComputedStyle(dialog).maxWidth).toBe('100%');
  });
});

function PendingAction() {
  const [pending, setPending] = useState(false);
  return (
    <DialogFrame
      open
      title="Terms"
      footer={
        <>
          <Button variant="outline">Keep reading</Button>
          <Button onClick={() => setPending(true)} loading={pending} loadingText="Signing out…">Cancel</Button>
        </>
      }
    >
      Terms text.
    </DialogFrame>
  );
}

describe('DialogFrame keeps the focus', slow, () => {
  it('when the focused control turns pending (disabled), the dialog takes the focus at once', async () => {
    renderWithProviders(<PendingAction />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('takes the focus back from the page when the browser blurred the control before it turned disabled (Chromium 150)', async () => {
    renderWithProviders(<PendingAction />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    // The dialog's own opening focus (its first control) lands a frame late: let it, so it cannot land after the blur.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep reading' })).toHaveFocus());
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    cancel.blur();
    expect(document.body).toHaveFocus();
    fireEvent.click(cancel);
    expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('leaves alone a focus the user moved to a control that is still enabled', async () => {
    renderWithProviders(<PendingAction />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    const keepReading = within(dialog).getByRole('button', { name: 'Keep reading' });
    await waitFor(() => expect(keepReading).toHaveFocus());
    keepReading.focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keepReading).toHaveFocus();
  });
});

describe('DialogFrame body in the tab order', slow, () => {
  // jsdom lays nothing out: the body shows 100 px and each `data-line` element is 20 px high.
  const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.querySelectorAll('[data-line]').length * 20;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 100 });
  });
  afterAll(() => {
    if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });

  // Like the browser's: reports each element once when observation starts, then only when its size
  // changes. Here no size changes, as with a body already at its height: only new elements report.
  class FirstReportResizeObserver {
    private readonly seen = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      if (this.seen.has(target)) return;
      this.seen.add(target);
      queueMicrotask(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
    }
    unobserve(target: Element) {
      this.seen.delete(target);
    }
    disconnect() {
      this.seen.clear();
    }
  }
  beforeEach(() => vi.stubGlobal('ResizeObserver', FirstReportResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  function Engines({ loaded }: { loaded: boolean }) {
    return (
      <DialogFrame open title="Engines" onClose={() => {}}>
        <Text>Engines of the endpoint</Text>
        {loaded ? (
          <Box>
            {Array.from({ length: 10 }, (_, index) => (
              <Text key={index} data-line>
                Engine {index + 1}
              </Text>
            ))}
          </Box>
        ) : null}
      </DialogFrame>
    );
  }

  it('becomes a tab stop when content loaded after mount makes it scroll, and leaves the tab order when it fits again', async () => {
    const { rerender } = renderWithProviders(<Engines loaded={false} />);
    await screen.findByRole('dialog', { name: 'Engines' });
    const body = screen.getByText('Engines of the endpoint').parentElement as HTMLElement;
    await waitFor(() => expect(body).not.toHaveAttribute('tabindex'));

    rerender(<Engines loaded />);
    expect(await screen.findByText('Engine 10')).toBeInTheDocument();
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));

    rerender(<Engines loaded={false} />);
    await waitFor(() => expect(body).not.toHaveAttribute('tabindex'));
  });

  it('opens with focus on its first control, not on the scrolling body', async () => {
    renderWithProviders(
      <DialogFrame open title="Engines" onClose={() => {}} footer={<Button>Export</Button>}>
        {Array.from({ length: 10 }, (_, index) => (
          <Text key={index} data-line>
            Engine {index + 1}
          </Text>
        ))}
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Engines' });
    const body = screen.getByText('Engine 1').parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Export' })).toHaveFocus());
  });
});
