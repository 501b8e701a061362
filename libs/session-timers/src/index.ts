// Public API of the idle and session timers (spec 000 §4.7–4.8, spec 002 §4).
export { SessionTimers } from './components/session-timers.tsx';
