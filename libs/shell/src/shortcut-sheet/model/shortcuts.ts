// Every keyboard shortcut of the console (issue 13), as data: the sheet renders this table and its
// test checks it against the keys the code actually handles.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `mod` is ⌘ on macOS and Ctrl elsewhere; other names are `KeyboardEvent.key` values. */
export type KeyName = 'mod' | 'K' | '?' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Tab' | 'Space' | '+' | '-' | '0';

/** One way to press a shortcut: keys held together. */
export type KeyChord = readonly KeyName[];

interface Shortcut {
  /** Alternatives, any of which does the action ("↑" or "↓"). */
  chords: readonly KeyChord[];
  action: MessageDescriptor;
}

export interface ShortcutGroup {
  id: 'anywhere' | 'palette' | 'search' | 'dialogs' | 'banners' | 'attackPath';
  title: MessageDescriptor;
  shortcuts: readonly Shortcut[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    id: 'anywhere',
    title: msg({ id: 'SHORTCUTS.GROUP.ANYWHERE', message: 'Anywhere in the console' }),
    shortcuts: [
      { chords: [['mod', 'K']], action: msg({ id: 'SHORTCUTS.OPEN_PALETTE', message: 'Open the command palette: go to a page, a recent panel or an indicator (works in text fields too)' }) },
      { chords: [['?']], action: msg({ id: 'SHORTCUTS.OPEN_SHEET', message: 'Show this list of shortcuts (outside text fields)' }) },
    ],
  },
  {
    id: 'palette',
    title: msg({ id: 'SHORTCUTS.GROUP.PALETTE', message: 'Command palette' }),
    shortcuts: [
      { chords: [['ArrowDown'], ['ArrowUp']], action: msg({ id: 'SHORTCUTS.PALETTE_MOVE', message: 'Move to the next or previous result' }) },
      { chords: [['Enter']], action: msg({ id: 'SHORTCUTS.PALETTE_CHOOSE', message: 'Open the highlighted result (not while an input method is composing)' }) },
      { chords: [['Escape']], action: msg({ id: 'SHORTCUTS.PALETTE_CLOSE', message: 'Close the palette and return to where you were' }) },
    ],
  },
  {
    id: 'search',
    title: msg({ id: 'SHORTCUTS.GROUP.SEARCH', message: 'Global search box' }),
    shortcuts: [
      { chords: [['ArrowDown'], ['ArrowUp']], action: msg({ id: 'SHORTCUTS.SEARCH_MOVE', message: 'Move through the earlier searches' }) },
      { chords: [['Enter']], action: msg({ id: 'SHORTCUTS.SEARCH_RUN', message: 'Search for the text or the highlighted earlier search' }) },
      { chords: [['Escape']], action: msg({ id: 'SHORTCUTS.SEARCH_CLOSE', message: 'Close the list of earlier searches' }) },
    ],
  },
  {
    id: 'dialogs',
    title: msg({ id: 'SHORTCUTS.GROUP.DIALOGS', message: 'Detail panels and dialogs' }),
    shortcuts: [
      { chords: [['Escape']], action: msg({ id: 'SHORTCUTS.CLOSE_PANEL', message: 'Close the detail panel, or the dialog on top (where it can be closed)' }) },
      { chords: [['Tab']], action: msg({ id: 'SHORTCUTS.TAB', message: 'Move to the next control; Shift+Tab to the previous one' }) },
    ],
  },
  {
    id: 'banners',
    title: msg({ id: 'SHORTCUTS.GROUP.BANNERS', message: 'Notice banners' }),
    shortcuts: [{ chords: [['ArrowLeft'], ['ArrowRight']], action: msg({ id: 'SHORTCUTS.BANNERS_MOVE', message: 'Show the previous or next notice' }) }],
  },
  {
    id: 'attackPath',
    title: msg({ id: 'SHORTCUTS.GROUP.ATTACK_PATH', message: 'Attack-path diagram (attack simulator)' }),
    shortcuts: [
      { chords: [['+'], ['-']], action: msg({ id: 'SHORTCUTS.DIAGRAM_ZOOM', message: 'Zoom in or out' }) },
      { chords: [['0']], action: msg({ id: 'SHORTCUTS.DIAGRAM_RESET', message: 'Reset the zoom and position' }) },
      { chords: [['ArrowLeft'], ['ArrowRight'], ['ArrowUp'], ['ArrowDown']], action: msg({ id: 'SHORTCUTS.DIAGRAM_PAN', message: 'Move the view' }) },
      { chords: [['Tab']], action: msg({ id: 'SHORTCUTS.DIAGRAM_STEPS', message: 'Go from step to step' }) },
      { chords: [['Enter'], ['Space']], action: msg({ id: 'SHORTCUTS.DIAGRAM_TOOLTIP', message: "Show or hide the step's details" }) },
      { chords: [['Escape']], action: msg({ id: 'SHORTCUTS.DIAGRAM_CLOSE_TOOLTIP', message: "Hide the step's details" }) },
    ],
  },
];

/** How each key is shown, and named for screen readers where the symbol says too little. */
export const KEY_LABELS: Record<Exclude<KeyName, 'mod'>, { symbol: string; name?: MessageDescriptor }> = {
  K: { symbol: 'K' },
  '?': { symbol: '?' },
  ArrowUp: { symbol: '↑', name: msg({ id: 'SHORTCUTS.KEY.UP', message: 'Up arrow' }) },
  ArrowDown: { symbol: '↓', name: msg({ id: 'SHORTCUTS.KEY.DOWN', message: 'Down arrow' }) },
  ArrowLeft: { symbol: '←', name: msg({ id: 'SHORTCUTS.KEY.LEFT', message: 'Left arrow' }) },
  ArrowRight: { symbol: '→', name: msg({ id: 'SHORTCUTS.KEY.RIGHT', message: 'Right arrow' }) },
  Enter: { symbol: 'Enter' },
  Escape: { symbol: 'Esc', name: msg({ id: 'SHORTCUTS.KEY.ESCAPE', message: 'Escape' }) },
  Tab: { symbol: 'Tab' },
  Space: { symbol: 'Space' },
  '+': { symbol: '+', name: msg({ id: 'SHORTCUTS.KEY.PLUS', message: 'Plus' }) },
  '-': { symbol: '−', name: msg({ id: 'SHORTCUTS.KEY.MINUS', message: 'Minus' }) },
  '0': { symbol: '0' },
};
