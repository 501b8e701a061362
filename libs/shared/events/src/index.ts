export {
  TOGGLE_UI_EVENT,
  UIC_MESSAGE_EVENT,
  SEARCH_TYPES,
  MFA_REMINDER_LEVELS,
  CONSOLE_EXTENSION_TYPES,
  isSearchType,
  dispatchToggleUIEvent,
  readToggleUIEvent,
  onToggleUIEvent,
} from './toggle-ui-event.ts';
export type {
  SearchType,
  DrawerParamsBySearchType,
  ToggleDrawerDetail,
  ToggleUIEventDetail,
  ToggleUIEventType,
  ToggleUIEventOf,
  ObjectGroupItem,
  ConsoleExtensionDetail,
  MfaReminderLevel,
} from './toggle-ui-event.ts';
export { useToggleUIEvent } from './use-toggle-ui-event.ts';
