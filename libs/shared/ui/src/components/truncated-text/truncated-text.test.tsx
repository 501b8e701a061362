import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { cutTextIn, TruncatedText } from './truncated-text.tsx';

/** jsdom lays nothing out: the widths a browser would measure are given here. */
function measure(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

/** The TruncatedText holding `text` (the text itself sits in an isolating <bdi> inside it). */
const truncatedText = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-truncated-text]') as HTMLElement;

describe('TruncatedText', () => {
  it('shows its whole text as a title on hover only while the text is cut', () => {
    renderWithProviders(<TruncatedText>アタックサーフェスリスクマネジメント</TruncatedText>);
    const text = truncatedText('アタックサーフェスリスクマネジメント');
    expect(text).not.toHaveAttribute('title');
    measure(text, 240, 160);
    fireEvent.pointerEnter(text);
    expect(text).toHaveAttribute('title', 'アタックサーフェスリスクマネジメント');
    // Wider again (the menu grew, the language changed): the title goes.
    measure(text, 160, 160);
    fireEvent.pointerEnter(text);
    expect(text).not.toHaveAttribute('title');
  });

  it('gives a text that fits no title, and still calls the caller’s own handler', () => {
    const onPointerEnter = vi.fn();
    renderWithProviders(<TruncatedText onPointerEnter={onPointerEnter}>Reports</TruncatedText>);
    const text = truncatedText('Reports');
    measure(text, 60, 160);
    fireEvent.pointerEnter(text);
    expect(text).not.toHaveAttribute('title');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('gives a container the whole text of its TruncatedText while, and only while, it is cut', () => {
    renderWithProviders(
      <button type="button">
        <TruncatedText>アタックサーフェスリスクマネジメント</TruncatedText>
      </button>,
    );
    const entry = screen.getByRole('button');
    measure(truncatedText('アタックサーフェスリスクマネジメント'), 240, 160);
    expect(cutTextIn(entry)).toBe('アタックサーフェスリスクマネジメント');
    measure(truncatedText('アタックサーフェスリスクマネジメント'), 160, 160);
    expect(cutTextIn(entry)).toBeUndefined();
    expect(cutTextIn(document.createElement('button'))).toBeUndefined();
  });

  it('draws a hidden character of its text as a code, so a reversing character cannot disguise it', () => {
    renderWithProviders(<TruncatedText>{'Alerts \u202Ekrow'}</TruncatedText>);
    expect(truncatedText('U+202E')).toHaveTextContent('Alerts U+202Ekrow');
  });
});
