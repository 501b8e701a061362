import { configureHttpPolicy, logout, type HttpPolicyEffects } from '@soc/api';
import { navigateInConsole } from './console-navigation.ts';
import type { ConsoleRouter } from './router.ts';

/** Connects spec 000 §8's HTTP policy to this browser window. */
export function installHttpPolicy(router: ConsoleRouter, notify: HttpPolicyEffects['notify']): void {
  configureHttpPolicy({
    notify,
    assign: (url) => window.location.assign(url),
    navigate: (path) => navigateInConsole(router, path),
    logout: () => void logout('forced'),
    currentLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  });
}
