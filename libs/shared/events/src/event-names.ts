// The event names alone: the console's first module holds early events by name (early.ts) without
// loading the event reader and what it imports.
export const TOGGLE_UI_EVENT = 'toggleUICEvent';
export const UIC_MESSAGE_EVENT = 'uicMessage';
