import { keepOpenForOwnFrames } from './own-frames.ts';

function outsideEvent(dialog: Element, target: EventTarget | null) {
  return { detail: { target }, currentTarget: dialog, preventDefault: vi.fn() };
}

describe('keepOpenForOwnFrames', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the dialog open for focus or a click inside a page it frames', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    const frame = dialog.appendChild(document.createElement('iframe'));
    const control = frame.contentDocument!.body.appendChild(frame.contentDocument!.createElement('button'));
    const event = outsideEvent(dialog, control);
    keepOpenForOwnFrames(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('lets a real outside interaction close it: the page itself, or another dialog\'s frame', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const otherFrame = document.body.appendChild(document.createElement('iframe'));
    const inOther = otherFrame.contentDocument!.body.appendChild(otherFrame.contentDocument!.createElement('a'));
    for (const target of [elsewhere, inOther, null]) {
      const event = outsideEvent(dialog, target);
      keepOpenForOwnFrames(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });
});
