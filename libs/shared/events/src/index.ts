export {
  TOGGLE_UI_EVENT,
  UIC_MESSAGE_EVENT,
  MFA_REMINDER_LEVELS,
  isSearchType,
  dispatchToggleUIEvent,
  onToggleUIEvent,
} from './toggle-ui-event.ts';
export type {
  SearchType,
  DrawerParamsBySearchType,
  ToggleDrawerDetail,
  ToggleUIEventDetail,
  ToggleUIEventType,
  ObjectGroupItem,
  MfaReminderLevel,
} from './toggle-ui-event.ts';
export { useToggleUIEvent } from './hooks/use-toggle-ui-event.ts';
