import { detectPlatform, hasOpenModal, isPaletteKey, isSheetKey, isTypingTarget } from './shortcut-keys.ts';

const key = (init: Partial<KeyboardEventInit> & { key: string }) => new KeyboardEvent('keydown', { code: '', ...init });

describe('shortcut keys', () => {
  it('opens the palette with Ctrl+K, or ⌘K on macOS', () => {
    expect(isPaletteKey(key({ key: 'k', ctrlKey: true }), 'other')).toBe(true);
    expect(isPaletteKey(key({ key: 'K', ctrlKey: true }), 'other')).toBe(true);
    expect(isPaletteKey(key({ key: 'k', metaKey: true }), 'other')).toBe(false);
    expect(isPaletteKey(key({ key: 'k', metaKey: true }), 'mac')).toBe(true);
    // On macOS Ctrl+K deletes to the end of the line in text fields: not ours.
    expect(isPaletteKey(key({ key: 'k', ctrlKey: true }), 'mac')).toBe(false);
    expect(isPaletteKey(key({ key: 'k', ctrlKey: true, shiftKey: true }), 'other')).toBe(false);
    expect(isPaletteKey(key({ key: 'k', ctrlKey: true, altKey: true }), 'other')).toBe(false);
    expect(isPaletteKey(key({ key: 'k' }), 'other')).toBe(false);
    // A layout whose K key types another letter (Russian: л).
    expect(isPaletteKey(key({ key: 'л', code: 'KeyK', ctrlKey: true }), 'other')).toBe(true);
  });

  it('opens the sheet with "?" alone', () => {
    expect(isSheetKey(key({ key: '?', shiftKey: true }))).toBe(true);
    expect(isSheetKey(key({ key: '?', ctrlKey: true }))).toBe(false);
    expect(isSheetKey(key({ key: '/' }))).toBe(false);
  });

  it('knows where typing happens', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="check" type="checkbox"><textarea id="area"></textarea>
      <select id="select"></select><div contenteditable="true"><span id="rich">x</span></div><div contenteditable="false" id="off"></div>
      <button id="button">b</button><div role="textbox" id="role"></div>`;
    const at = (id: string) => document.getElementById(id);
    for (const id of ['text', 'search', 'area', 'select', 'rich', 'role']) expect([id, isTypingTarget(at(id))]).toEqual([id, true]);
    for (const id of ['check', 'off', 'button']) expect([id, isTypingTarget(at(id))]).toEqual([id, false]);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('sees an open modal dialog, not a non-modal drawer', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="false"></div>';
    expect(hasOpenModal()).toBe(false);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(hasOpenModal()).toBe(true);
  });

  it('detects macOS', () => {
    expect(detectPlatform({ platform: 'MacIntel', userAgent: '' })).toBe('mac');
    expect(detectPlatform({ platform: 'iPad', userAgent: '' })).toBe('mac');
    expect(detectPlatform({ platform: 'Win32', userAgent: '' })).toBe('other');
    expect(detectPlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe('other');
  });
});
