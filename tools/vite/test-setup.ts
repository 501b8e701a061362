// First: the render counter must be in place before React DOM loads (imports evaluate in order).
import './install-render-counter.ts';
import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// English with an empty catalogue, once for every test file: every message falls back to the
// macro's source text. A test that needs another locale activates it itself.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// findBy*/waitFor give up after 5 s, not 1 s: on a busy two-core runner a lazy chunk or a dialog's
// mount can take longer than a second; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Test files share one module graph and one document per worker (isolate: false): leave no fake
// clock and no DOM behind. RTL's cleanup removes only what it rendered; a test that wrote the body
// itself (an open modal dialog) made the next file's header menu lose its focus return.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  localStorage.clear();
  vi.useRealTimers();
});

// jsdom lacks these; Chakra (Ark/zag) and visx reach for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub { observe() {} unobserve() {} disconnect() {} }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
