// Public API of the simulation lib: the attack simulator (spec 002 §2.2–§2.4) the app mounts on
// `toggleAttackModal`, and the form rules of §5.
export { SimulatorModal } from './components/simulator-modal.tsx';
