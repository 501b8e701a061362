import { isEmbeddedView } from './embedded-view.ts';

const at = (origin: string) => ({ location: { origin } }) as unknown as Window;

function framedBy(parent: Window, origin = 'https://console.example'): Window {
  return { parent, location: { origin } } as unknown as Window;
}

describe('isEmbeddedView', () => {
  it('is the page in a tab of its own: not framed', () => {
    const top = { location: { origin: 'https://console.example' } } as unknown as Window & { parent: Window };
    top.parent = top;
    expect(isEmbeddedView(top)).toBe(false);
  });

  it('is chrome-less when a page of its own origin frames it', () => {
    expect(isEmbeddedView(framedBy(at('https://console.example')))).toBe(true);
  });

  it('is the whole console when another origin frames it (whose location cannot be read)', () => {
    const foreign = {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    } as unknown as Window;
    expect(isEmbeddedView(framedBy(foreign))).toBe(false);
    expect(isEmbeddedView(framedBy(at('https://other.example')))).toBe(false);
  });
});
