// Spec 001 §7: the detail panels' calls. dismissBanner and hideBanner belong to the shell's routes.
import { analysisRoutes } from './panel-analysis.ts';
import { endpointRoutes } from './panel-endpoint.ts';
import { identityRoutes } from './panel-identities.ts';
import { objectRoutes } from './panel-objects.ts';
import { recordRoutes } from './panel-records.ts';
import type { Route } from './route.ts';

export const panelRoutes: Route[] = [...recordRoutes, ...objectRoutes, ...endpointRoutes, ...identityRoutes, ...analysisRoutes];
