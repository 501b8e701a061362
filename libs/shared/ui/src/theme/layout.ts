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

/** The shell header's height (it never scrolls away). */
export const SHELL_HEADER_HEIGHT = '3rem';

/**
 * Where the page starts below the shell header, or the window's top where no header is drawn (a story).
 * A side drawer beside the page starts here, so the header stays seen and reachable while a panel is open.
 */
export const PAGE_TOP = 'var(--soc-page-top, 0px)';
/** Set on the root element by the shell header while it is drawn. */
export const PAGE_TOP_PROPERTY = '--soc-page-top';

/**
 * The console's one stacking scale; every drawer, dialog and overlay reads its z-index from here.
 * Chakra's dialogs and drawers add their layer index (`--layer-index`) to their base, so a dialog
 * opened later over one of the same base is painted above it.
 */
export const LAYERS = {
  /** The left menu opened over the page on a narrow screen, with its backdrop: below everything else. */
  menuOverlay: 900,
  /** The detail drawer sits above the page (spec 001 §2.1). */
  panelDrawer: 1001,
  /** Modals opened from the drawer (hex viewer). */
  panelModal: 1002,
  /**
   * The search box's list and the focus labels (Chakra's `zIndex.dropdown`): above the drawer, which
   * starts below the header, so a header control's label or list beside an open panel is not under it.
   */
  dropdown: 1003,
  /** Every other dialog: Chakra's default dialog base (`zIndex.popover`). */
  dialog: 1500,
  /**
   * The bell's notification centre (a dropdown drawn by hand, where it was a Chakra popover): Chakra's
   * popover layer, which the dialogs share, so it covers an open drawer and the search box's list.
   */
  headerPopover: 1500,
  /**
   * The `toggleFullModal` overlay (spec 002 §2.1): a high layer. It ties with a dialog opened before
   * it and its later portal is painted on top; a dialog opened over it gets a higher layer index.
   */
  fullScreenOverlay: 1500,
  /** The idle and session timer dialogs: a timeout must cover everything, the overlay included. */
  sessionDialog: 1700,
  /** Toasts (Chakra's `zIndex.toast`): above the overlay, level with the session dialogs. */
  toast: 1700,
} as const;
