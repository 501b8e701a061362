import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { useRef } from 'react';
import { ownLabel, useFocusLabel, type FocusLabelState } from './use-focus-label.ts';

/** Two icon-only entries and a probe of every label the hook hands out. */
function Entries({ onLabel }: { onLabel: (label: FocusLabelState) => void }) {
  const container = useRef<HTMLDivElement>(null);
  onLabel(useFocusLabel(container, ownLabel, 'end'));
  return (
    <div ref={container} data-testid="entries">
      <button type="button" title="Case log">
        C
      </button>
      <button type="button" title="Assistant">
        A
      </button>
    </div>
  );
}

/** How many window scroll listeners added since the spy started are still listening (not aborted). */
const scrollListeners = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([type, , options]) => type === 'scroll' && !(options as AddEventListenerOptions | undefined)?.signal?.aborted).length;

// jsdom matches `:focus-visible` for the first focus only; in a browser every keyboard focus matches it.
beforeEach(() => {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? this === this.ownerDocument.activeElement : matches.call(this, selector);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('useFocusLabel', () => {
  it('shows the focused entry’s label on keyboard focus and hides it on Escape and blur', async () => {
    const labels: FocusLabelState[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Entries onLabel={(label) => labels.push(label)} />);
    await user.tab();
    expect(labels.at(-1)).toMatchObject({ shown: true, text: 'Case log' });
    await user.tab();
    expect(labels.at(-1)).toMatchObject({ shown: true, text: 'Assistant' });
    await user.keyboard('{Escape}');
    expect(labels.at(-1)).toEqual({ shown: false });
  });

  it('listens to window scrolls only while a label is shown', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const user = userEvent.setup();
    renderWithProviders(<Entries onLabel={() => undefined} />);
    expect(scrollListeners(added)).toBe(0);
    await user.tab();
    await user.tab();
    // One listener for the shown label, not one per entry the focus passed.
    expect(scrollListeners(added)).toBe(1);
    await user.keyboard('{Escape}');
    expect(scrollListeners(added)).toBe(0);
  });

  it('re-renders nothing when an event places the same label again', async () => {
    let renders = 0;
    const user = userEvent.setup();
    renderWithProviders(<Entries onLabel={() => (renders += 1)} />);
    await user.tab();
    const shownAfter = renders;
    act(() => {
      for (let i = 0; i < 8; i += 1) screen.getByTestId('entries').dispatchEvent(new Event('transitionend', { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('resize'));
    });
    expect(renders).toBe(shownAfter);
  });
});
