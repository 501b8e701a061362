import { createToaster } from '@chakra-ui/react';

// The store alone, apart from the component that draws it: the toasts show trace ids with copy
// buttons, and a copy that fails raises a toast (no import cycle).

/** Notices last 5 s (spec 3 section 9); hovering or focusing one pauses it. */
export const TOAST_DURATION_MS = 5000;

const store = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});
const createInStore = store.create.bind(store);

/**
 * The console's one toast store. Any lib raises a notice with
 * `toaster.create({ type: 'warning', title, description, meta: { traceId } })`;
 * a string `meta.traceId` is shown as "Trace ID: …" with a copy button.
 *
 * An error stays until it is closed (WCAG 2.2.1): it carries a trace id to read or copy, which 5 s
 * does not leave time for. A notice that names its own duration keeps it (the simulator's 5 s ones,
 * spec 002 §9).
 */
export const toaster = Object.assign(store, {
  create: (options: Parameters<typeof store.create>[0]) =>
    createInStore(options.type === 'error' && options.duration === undefined ? { ...options, duration: Infinity } : options),
});
