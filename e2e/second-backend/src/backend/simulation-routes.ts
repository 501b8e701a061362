// Spec 002 §7: the attack simulator's and the global dialogs' calls.
import type { Route } from './route.ts';

export const simulationRoutes: Route[] = [];
