import { act, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { FramedPage } from '../components/framed-page.tsx';
import { useFramedPageKeys } from './use-framed-page-keys.ts';

/** A dialog shaped like `DialogFrame`: the frame in the body, the × after it. */
function FramedDialog({ onEscape = () => undefined }: { onEscape?: () => void }) {
  return (
    <div role="dialog" aria-label="Framed">
      <FramedPage title="Console page" onEscape={onEscape} />
      <button type="button">Close</button>
    </div>
  );
}

const framedWindow = () => (screen.getByTitle('Console page') as HTMLIFrameElement).contentWindow as Window;

function press(key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  framedWindow().document.body.dispatchEvent(event);
  return event;
}

/** The browser moving the focus out of the framed page. */
const leaveFrame = () => framedWindow().dispatchEvent(new FocusEvent('blur'));

afterEach(() => vi.useRealTimers());

describe('useFramedPageKeys', () => {
  it('Escape in the framed page calls onEscape and is consumed', () => {
    const onEscape = vi.fn();
    renderWithProviders(<FramedDialog onEscape={onEscape} />);
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape the page used itself, or one ending an input method composition', () => {
    const onEscape = vi.fn();
    renderWithProviders(<FramedDialog onEscape={onEscape} />);
    framedWindow().document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    press('Escape');
    press('Escape', { isComposing: true });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('listens again on the page loaded next, once', () => {
    const onEscape = vi.fn();
    renderWithProviders(<FramedDialog onEscape={onEscape} />);
    screen.getByTitle('Console page').dispatchEvent(new Event('load'));
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('Shift+Tab out of the page goes to the control before the frame, wrapping to the ×', () => {
    vi.useFakeTimers();
    renderWithProviders(<FramedDialog />);
    press('Tab', { shiftKey: true });
    leaveFrame();
    // The focus trap threw the focus back into the frame meanwhile.
    screen.getByTitle('Console page').focus();
    act(() => vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Tab out of the page goes to the control after the frame', () => {
    vi.useFakeTimers();
    renderWithProviders(<FramedDialog />);
    press('Tab');
    leaveFrame();
    act(() => vi.runAllTimers());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('leaves a Tab within the page, and a blur without a Tab, alone', () => {
    vi.useFakeTimers();
    renderWithProviders(<FramedDialog />);
    const frame = screen.getByTitle('Console page');
    frame.focus();
    press('Tab', { shiftKey: true });
    act(() => vi.runAllTimers());
    leaveFrame();
    act(() => vi.runAllTimers());
    expect(frame).toHaveFocus();
  });

  it('leaves a page of another origin alone', () => {
    const onEscape = vi.fn();
    const { result } = renderHook(() => useFramedPageKeys(onEscape));
    const frame = document.createElement('iframe');
    Object.defineProperty(frame, 'contentDocument', { value: null });
    document.body.append(frame);
    expect(() => {
      act(() => result.current(frame));
      frame.dispatchEvent(new Event('load'));
    }).not.toThrow();
    frame.contentWindow?.document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).not.toHaveBeenCalled();
    frame.remove();
  });
});
