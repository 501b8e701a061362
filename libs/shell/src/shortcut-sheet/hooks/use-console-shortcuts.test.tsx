import { fireEvent, render } from '@testing-library/react';
import { useConsoleShortcuts, type ConsoleShortcutsOptions } from './use-console-shortcuts.ts';

function Listener(props: ConsoleShortcutsOptions) {
  useConsoleShortcuts(props);
  return null;
}

function setup(html: string, options: Partial<ConsoleShortcutsOptions> = {}) {
  document.body.innerHTML = html;
  const onPalette = vi.fn();
  const onSheet = vi.fn();
  const view = render(<Listener onPalette={onPalette} onSheet={onSheet} platform="other" {...options} />);
  return { onPalette, onSheet, view };
}

const ctrlK = { key: 'k', code: 'KeyK', ctrlKey: true };
const question = { key: '?', code: 'Slash', shiftKey: true };

describe('useConsoleShortcuts', () => {
  it('opens the palette with Ctrl+K anywhere, text fields included, and keeps the browser from taking the key', () => {
    const { onPalette } = setup('<input id="field"><button id="button">b</button>');
    expect(fireEvent.keyDown(document.getElementById('button')!, ctrlK)).toBe(false);
    fireEvent.keyDown(document.getElementById('field')!, ctrlK);
    fireEvent.keyDown(document.body, ctrlK);
    expect(onPalette).toHaveBeenCalledTimes(3);
  });

  it('opens the sheet with "?" outside text fields only', () => {
    const { onSheet } = setup('<input id="field"><textarea id="area"></textarea><div contenteditable="true" id="rich"></div><button id="button">b</button>');
    for (const id of ['field', 'area', 'rich']) expect(fireEvent.keyDown(document.getElementById(id)!, question)).toBe(true);
    expect(onSheet).not.toHaveBeenCalled();
    fireEvent.keyDown(document.getElementById('button')!, question);
    expect(onSheet).toHaveBeenCalledTimes(1);
  });

  it('stays out of an input method composition, of keys already handled, and of other modal dialogs', () => {
    const { onPalette, onSheet } = setup('<div role="dialog" aria-modal="true"><button id="inside">b</button></div><div id="editor"></div>');
    const editor = document.getElementById('editor')!;
    editor.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(editor, ctrlK);
    fireEvent.keyDown(document.body, { ...ctrlK, isComposing: true });
    fireEvent.keyDown(document.getElementById('inside')!, ctrlK);
    fireEvent.keyDown(document.getElementById('inside')!, question);
    expect(onPalette).not.toHaveBeenCalled();
    expect(onSheet).not.toHaveBeenCalled();
  });

  it('still answers Ctrl+K while its own dialog is the open modal (to switch or close)', () => {
    const { onPalette } = setup('<div role="dialog" aria-modal="true"><input id="palette"></div>', { ownDialogOpen: true });
    fireEvent.keyDown(document.getElementById('palette')!, ctrlK);
    expect(onPalette).toHaveBeenCalledTimes(1);
  });

  it('uses ⌘K on macOS and stops listening when unmounted', () => {
    const { onPalette, view } = setup('', { platform: 'mac' });
    fireEvent.keyDown(document.body, ctrlK);
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', metaKey: true });
    expect(onPalette).toHaveBeenCalledTimes(1);
    view.unmount();
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', metaKey: true });
    expect(onPalette).toHaveBeenCalledTimes(1);
  });
});
