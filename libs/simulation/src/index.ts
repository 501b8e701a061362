// Public API of the simulation lib. The attack simulator itself arrives with its own issue;
// today the lib holds the form rules of spec 002 §5.
export { checkIp, isIpv4, validateThreatActorForm, REQUIRED_HOSTS } from './model/validation.ts';
export type { IpErrorKey, ThreatActor, HostField, ThreatActorForm, ThreatActorErrors } from './model/validation.ts';
