import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogFrame } from '@soc/ui';
import { findThreatActorAttack } from '../model/threat-actors.ts';
import { renderWithProviders } from '@soc/testing';
import { AttackPathDiagram } from './attack-path-diagram.tsx';

const attack = findThreatActorAttack('apt28');

// user-event in jsdom on two shared cores is slow; nothing here waits on a timer.
vi.setConfig({ testTimeout: 30_000 });

function renderDiagram() {
  renderWithProviders(<AttackPathDiagram attack={attack} ips={{ ip1: '10.20.1.21' }} width={880} height={360} />);
  const canvas = screen.getByTestId('attack-path-canvas');
  return {
    canvas,
    scale: () => Number(canvas.dataset.scale),
    translate: () => (canvas.dataset.translate ?? '').split(',').map(Number),
  };
}

/** The listeners of `type` added to and removed from `target` while the spies run. */
function watchListeners(target: Document | Window, type: string) {
  const added = vi.spyOn(target, 'addEventListener');
  const removed = vi.spyOn(target, 'removeEventListener');
  const ofType = (spy: typeof added) => () => spy.mock.calls.filter(([t]) => t === type).map(([, listener]) => listener);
  return {
    added: ofType(added),
    removed: ofType(removed),
    restore: () => {
      added.mockRestore();
      removed.mockRestore();
    },
  };
}

describe('AttackPathDiagram: the hosts\' addresses', () => {
  it('shows a typed address, and cuts a longer paste with "…" instead of drawing it across the diagram', () => {
    renderWithProviders(<AttackPathDiagram attack={attack} ips={{ ip1: ' 10.20.1.21 ', ip2: `10.0.0.1 ${'x'.repeat(10_000)}` }} width={880} height={360} />);
    const canvas = screen.getByTestId('attack-path-canvas');
    expect(within(canvas).getByText('10.20.1.21')).toBeInTheDocument();
    expect(within(canvas).getByText('10.0.0.1 xxxxx…')).toBeInTheDocument();
  });
});

describe('AttackPathDiagram: zoom (spec 002 §9)', () => {
  it('zooms in and out by 0.1 with the buttons, and reset returns to the fitted view', async () => {
    const user = userEvent.setup();
    const { scale } = renderDiagram();
    expect(scale()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale()).toBeCloseTo(1.2);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale()).toBeCloseTo(1.1);
    expect(screen.getByText('Zoom 110%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(scale()).toBe(1);
  });

  it('never goes down to 0.1', async () => {
    const user = userEvent.setup();
    const { scale } = renderDiagram();
    for (let i = 0; i < 12; i += 1) await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale()).toBeCloseTo(0.2);
  });

  it('zooms, pans and resets from the keyboard: + − 0 and the arrows', async () => {
    const user = userEvent.setup();
    const { canvas, scale, translate } = renderDiagram();
    canvas.focus();
    await user.keyboard('+');
    expect(scale()).toBeCloseTo(1.1);
    await user.keyboard('-');
    await user.keyboard('-');
    expect(scale()).toBeCloseTo(0.9);
    const before = translate();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowDown}');
    const after = translate();
    expect(after[0]).toBeLessThan(before[0] as number);
    expect(after[1]).toBeLessThan(before[1] as number);
    await user.keyboard('0');
    expect(scale()).toBe(1);
    expect(translate()).toEqual([0, 0]);
  });

  it('zooms with the mouse wheel in the same 0.1 steps', () => {
    const { canvas, scale } = renderDiagram();
    fireEvent.wheel(canvas, { deltaY: -100 });
    expect(scale()).toBeCloseTo(1.1);
    fireEvent.wheel(canvas, { deltaY: 100 });
    expect(scale()).toBeCloseTo(1);
  });
});

describe('AttackPathDiagram: drag', () => {
  it('moves the picture with the mouse and stops on release', () => {
    const { canvas, translate } = renderDiagram();
    fireEvent.mouseDown(canvas, { clientX: 100, clientY: 100 });
    fireEvent.mouseMove(canvas, { clientX: 160, clientY: 130 });
    expect(translate()).toEqual([60, 30]);
    fireEvent.mouseUp(canvas);
    fireEvent.mouseMove(canvas, { clientX: 300, clientY: 300 });
    expect(translate()).toEqual([60, 30]);
  });
});

describe('AttackPathDiagram: step tooltips (spec 002 §2.3, §4)', () => {
  it('a click on a step shows its title and body; a second click hides it', async () => {
    const user = userEvent.setup();
    renderDiagram();
    const step = screen.getByRole('button', { name: 'Step 1: Exploit the camera' });
    await user.click(step);
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('1. Exploit the camera')).toBeInTheDocument();
    expect(tooltip).toHaveTextContent('The attacker sends an exploit');
    expect(tooltip.style.width || getComputedStyle(tooltip).width).toBe('304px');
    expect(step).toHaveAttribute('aria-expanded', 'true');
    await user.click(step);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a click elsewhere on the diagram hides it', async () => {
    const user = userEvent.setup();
    const { canvas } = renderDiagram();
    await user.click(screen.getByRole('button', { name: 'Step 2: Brute-force the router' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Brute-force the router');
    fireEvent.mouseDown(canvas, { clientX: 5, clientY: 5 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a press anywhere else on the page hides it; a press on the open step still toggles it', async () => {
    const user = userEvent.setup();
    renderDiagram();
    const outside = document.body.appendChild(document.createElement('p'));
    outside.textContent = 'Description text outside the diagram';
    try {
      const step = screen.getByRole('button', { name: 'Step 3: Move to the Windows host' });
      await user.click(step);
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.click(outside);
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(step).toHaveAttribute('aria-expanded', 'false');
      await user.click(step);
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.pointer({ keys: '[MouseLeft]', target: step.querySelector('text') as Element });
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      outside.remove();
    }
  });

  it('listens on the page only while a step is open, and not after unmount', async () => {
    const user = userEvent.setup();
    const { added: pointerDowns, removed: removedPointerDowns, restore } = watchListeners(document, 'pointerdown');
    const { unmount } = renderWithProviders(<AttackPathDiagram attack={attack} ips={{}} width={880} height={360} />);
    expect(pointerDowns()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Step 1:/ }));
    expect(pointerDowns()).toHaveLength(1);
    unmount();
    expect(removedPointerDowns()).toEqual(pointerDowns());
    restore();
  });

  it('catches Esc on the window only while a step is open', async () => {
    const user = userEvent.setup();
    const { added: keyDowns, removed: removedKeyDowns, restore } = watchListeners(window, 'keydown');
    const { unmount } = renderWithProviders(<AttackPathDiagram attack={attack} ips={{}} width={880} height={360} />);
    const before = keyDowns().length;
    const step = screen.getByRole('button', { name: /^Step 1:/ });
    await user.click(step);
    expect(keyDowns()).toHaveLength(before + 1);
    const listener = keyDowns().at(-1);
    await user.click(step);
    expect(removedKeyDowns()).toContain(listener);
    await user.click(step);
    const second = keyDowns().at(-1);
    unmount();
    expect(removedKeyDowns()).toContain(second);
    restore();
  });

  it('Tab reaches every step, Enter toggles its tooltip and Esc closes it', async () => {
    const user = userEvent.setup();
    const { canvas } = renderDiagram();
    canvas.focus();
    const reached: string[] = [];
    for (let i = 0; i < attack.steps.length; i += 1) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(reached).toEqual(attack.steps.map((s) => `Step ${s.number}: ${s.title.message}`));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Command and control');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    act(() => void document.activeElement?.dispatchEvent(escape));
    document.removeEventListener('keydown', outer);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The dialog around the diagram does not see this Esc: it closed the tooltip only.
    expect(outer).not.toHaveBeenCalled();
  });
});

/** The diagram in the console's dialog, as the simulator and the full-screen Attack Path modal hold it. */
function DiagramInDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <DialogFrame open={open} onClose={close} title="Threat Actor Attack Simulation" closeOnEscape closeOnInteractOutside={false} closeButton>
      <AttackPathDiagram attack={attack} ips={{}} width={880} height={360} />
    </DialogFrame>
  );
}

async function renderInDialog() {
  const onClose = vi.fn();
  renderWithProviders(<DiagramInDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Threat Actor Attack Simulation' });
  // The dialog listens for Esc once it has taken the focus; before that an Esc would prove nothing.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { dialog, onClose, user: userEvent.setup() };
}

describe('AttackPathDiagram in a dialog: Esc closes the topmost layer only', () => {
  it('Esc on an open step closes its tooltip and keeps the dialog and the focus; the next Esc closes the dialog', async () => {
    const { dialog, onClose, user } = await renderInDialog();
    const step = within(dialog).getByRole('button', { name: 'Step 1: Exploit the camera' });
    step.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(step).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(step).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the same with the focus on the diagram box, not on the step', async () => {
    const { dialog, onClose, user } = await renderInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Step 2: Brute-force the router' }));
    within(dialog).getByTestId('attack-path-canvas').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an Esc pressed outside the diagram is left to the dialog (one opened on top keeps its own Esc)', async () => {
    const { dialog, onClose, user } = await renderInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Step 2: Brute-force the router' }));
    within(dialog).getByRole('button', { name: 'Zoom in' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
