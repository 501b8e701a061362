// The console's global styles as a stylesheet built with the app (issue 11, item 9). Chakra builds its
// reset, global CSS and one CSS variable per token (~800) when the system is created and emotion
// serialises them on the first render: together the largest piece of work before the first paint.
// Here they are rendered once, at build time, by the same system and the same emotion, into a CSS file
// that the first module imports; the app's system then inserts none (`staticGlobalStyles`), and the
// build makes Chakra's `_global` lazy so that creating the system no longer builds them either.
import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { createAppSystem } from '../../../libs/shared/ui/src/theme/app-system.ts';

const GLOBAL_STYLES_MODULE = 'virtual:soc/chakra-global-styles.css';
const RESOLVED_GLOBAL_STYLES = `\0${GLOBAL_STYLES_MODULE}`;

/** The CSS emotion inserts for the app system's provider: the layer order, then the global styles. */
export function renderGlobalStyles(): string {
  const { system } = createAppSystem();
  // On the server emotion renders each `<Global>` as a <style> element holding exactly its rules.
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const rules = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);
  if (rules.length === 0) throw new Error('[chakra-static-globals] the provider rendered no global styles');
  return `${rules.join('\n')}\n`;
}

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBALS = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const GLOBALS_PROPERTY = '    _global,\n';

/**
 * Chakra's `createSystem` with `_global` built on first read instead of at creation. Throws when
 * Chakra's source no longer reads as expected, so an upgrade cannot silently drop the saving.
 */
export function makeGlobalsLazy(code: string): string {
  if (code.split(EAGER_GLOBALS).length !== 2 || code.split(GLOBALS_PROPERTY).length !== 2) {
    throw new Error('[chakra-static-globals] @chakra-ui/react changed how createSystem builds `_global`: update makeGlobalsLazy');
  }
  return code
    .replace(EAGER_GLOBALS, '  let globalStyles;\n')
    .replace(GLOBALS_PROPERTY, '    get _global() { return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
}

export function chakraStaticGlobals(): Plugin {
  return {
    name: 'soc:chakra-static-globals',
    resolveId: (id) => (id === GLOBAL_STYLES_MODULE ? RESOLVED_GLOBAL_STYLES : undefined),
    load: (id) => (id === RESOLVED_GLOBAL_STYLES ? renderGlobalStyles() : undefined),
    transform: (code, id) => (SYSTEM_MODULE.test(id) ? { code: makeGlobalsLazy(code), map: null } : undefined),
  };
}
