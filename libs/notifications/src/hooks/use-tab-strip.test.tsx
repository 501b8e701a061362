import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@soc/testing';
import { useTabStrip } from './use-tab-strip.ts';

const TABS = ['one', 'two', 'three'] as const;
function Panel({ value }: { value: string }) {
  return <p>Panel {value}</p>;
}

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]>('one');
  const strip = useTabStrip(TABS, selected, setSelected);
  return (
    <div>
      <div {...strip.listProps} aria-label="Strip">
        {TABS.map((value) => (
          <button key={value} {...strip.tabProps(value)}>{value}</button>
        ))}
      </div>
      {TABS.filter(strip.isMounted).map((value) => (
        <div key={value} {...strip.panelProps(value)}>
          <Panel value={value} />
        </div>
      ))}
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('useTabStrip', () => {
  it('links tabs and panels, with the selected tab alone in the tab order', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Strip' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    expect(tab('one')).toHaveAttribute('tabindex', '0');
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'one' });
    expect(tab('one')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    // Panels not visited yet are not mounted.
    expect(screen.queryByText('Panel two')).toBeNull();
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    tab('one').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('two')).toHaveFocus();
    expect(tab('two')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('three')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('one')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('one')).toHaveFocus();
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a visited panel mounted and hidden, so going back renders nothing again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const first = screen.getByText('Panel one');
    await user.click(tab('two'));
    expect(first).not.toBeVisible();
    expect(screen.getByText('Panel two')).toBeVisible();
    await user.click(tab('one'));
    // The same element, shown again: it was kept, not mounted anew.
    expect(screen.getByText('Panel one')).toBe(first);
    expect(first).toBeVisible();
    expect(screen.getByText('Panel two')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
  });
});
