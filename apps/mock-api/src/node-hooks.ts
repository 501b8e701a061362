// Module hooks for running the server under plain tsx (no Vite/Babel): `@lingui/core/macro` is
// redirected to a runtime shim (handed on down the chain so tsx still compiles it). Install before importing anything that may reach the shared libs.
import { register } from 'node:module';

export const SHIMMED_MODULES: Record<string, string> = {
  '@lingui/core/macro': new URL('./lingui-macro-shim.ts', import.meta.url).href,
};

export function installModuleShims(): void {
  const hooks = `const shims = ${JSON.stringify(SHIMMED_MODULES)};
export async function resolve(specifier, context, next) {
  const url = shims[specifier];
  return next(url ?? specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
