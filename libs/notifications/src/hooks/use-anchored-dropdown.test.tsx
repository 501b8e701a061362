import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@soc/testing';
import { useAnchoredDropdown } from './use-anchored-dropdown.ts';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const { triggerProps, contentProps, placement } = useAnchoredDropdown({ open, onOpenChange: setOpen });
  return (
    <>
      <button type="button">Before</button>
      <button type="button" {...triggerProps}>Bell</button>
      <p>Plain text outside</p>
      <button type="button">After</button>
      <div {...contentProps} aria-label="Dropdown" data-top={placement?.top} data-right={placement?.right} data-max-height={placement?.maxHeight}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </div>
    </>
  );
}

const dropdown = () => screen.queryByRole('dialog', { name: 'Dropdown' });
const trigger = () => screen.getByRole('button', { name: 'Bell' });

describe('useAnchoredDropdown', () => {
  it('toggles from the trigger with its ARIA state, and focus opens on the dropdown itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dropdown()).toBeNull();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dropdown()?.id);
    expect(dropdown()).toHaveFocus();
    await user.click(trigger());
    expect(dropdown()).toBeNull();
  });

  it('closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dropdown()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a press outside, focus staying where the press put it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(dropdown()).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('closes when focus moves outside, and not on a press inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(dropdown()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    expect(dropdown()).toBeNull();
  });

  it('gives focus back to the trigger on Tab past the last control or Shift+Tab before the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(dropdown()).toBeNull();
    expect(trigger()).toHaveFocus();
    await user.click(trigger());
    await user.tab({ shift: true });
    expect(dropdown()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('stands below the trigger, its end on the trigger’s, inside the viewport', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const rect = { top: 10, bottom: 42, left: 20, right: 52, width: 32, height: 32, x: 20, y: 10 };
    vi.spyOn(trigger(), 'getBoundingClientRect').mockImplementation(() => ({ ...rect, toJSON: () => rect }) as DOMRect);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(300);
    await user.click(trigger());
    expect(dropdown()).toHaveAttribute('data-top', '50');
    expect(dropdown()).toHaveAttribute('data-right', '348');
    expect(dropdown()).toHaveAttribute('data-max-height', '242');
    // The trigger moves (the window is resized): the dropdown follows, never closer than the gutter
    // to the viewport's edge.
    rect.right = 398;
    rect.bottom = 62;
    act(() => window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(dropdown()).toHaveAttribute('data-right', '8'));
    expect(dropdown()).toHaveAttribute('data-top', '70');
  });

  it('is placed before its first paint when it mounts open', () => {
    renderWithProviders(<Harness initiallyOpen />);
    expect(dropdown()).toHaveAttribute('data-top');
  });
});
