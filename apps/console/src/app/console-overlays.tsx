/**
 * Global dialogs, drawers and timers mounted once by the app: the slots the domain libs fill
 * (detail-panel drawer, notifications socket, session timers, global dialogs).
 */
export function ConsoleOverlays() {
  return null;
}
