// Public API of the simulation lib: the attack simulator (spec 002 §2.2–§2.4) the app mounts on
// `toggleAttackModal`, and the form rules of §5.
export { SimulatorModal } from './components/simulator-modal.tsx';
export type { SimulatorModalProps } from './components/simulator-modal.tsx';
export type { SimulatorRequest } from './model/slides.ts';
export { checkIp, isIpv4, validateThreatActorForm, REQUIRED_HOSTS } from './model/validation.ts';
export type { IpErrorKey, ThreatActor, HostField, ThreatActorForm, ThreatActorErrors } from './model/validation.ts';
