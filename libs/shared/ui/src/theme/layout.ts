/** Widths and layers the specifications fix (spec 2 sections 2.1, 2.16, 2.17, 9; spec 3 section 9). */
export const DRAWER_WIDTHS = {
  /** Detail side panel default; the opener may pass another width. */
  panel: 450,
  /** Detail panel opened through the global event (host pro). */
  global: 504,
  /** Object-group drawer. */
  objectGroup: 500,
} as const;

export const EMBEDDED_MODAL_SIZE = { width: 832, height: 512 } as const;

/** The detail drawer sits above the page at 1001, modals opened from it at 1002. */
export const LAYERS = { panelDrawer: 1001, panelModal: 1002 } as const;
