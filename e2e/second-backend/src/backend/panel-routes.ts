// Spec 001 §7: the detail panels' calls.
import type { Route } from './route.ts';

export const panelRoutes: Route[] = [];
